import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editionStatus } from '../../lib/editionStatus';
import { ScheduleStatusBadge } from './ScheduleStatusBadge';

// Tokyo is UTC+9 all year: local midnight of 1 Aug 2026 is 15:00Z on 31 Jul.
const edition = { startDate: '2026-08-01', endDate: '2026-08-03', timeZone: 'Asia/Tokyo' };

function badgeAt(iso: string) {
  const { unmount } = render(<ScheduleStatusBadge status={editionStatus(edition, new Date(iso))} />);
  const text = screen.getByText(/Upcoming|Live Now|Ended/).textContent;
  unmount();
  return text;
}

describe('schedule status badge in Asia/Tokyo', () => {
  it('switches to Live Now at local midnight of the start date', () => {
    expect(badgeAt('2026-07-31T14:59:59Z')).toBe('Upcoming');
    expect(badgeAt('2026-07-31T15:00:00Z')).toBe('Live Now');
  });
  it('stays Live Now through the end date and is Ended from the next local midnight', () => {
    expect(badgeAt('2026-08-03T14:59:59Z')).toBe('Live Now');
    expect(badgeAt('2026-08-03T15:00:00Z')).toBe('Ended');
  });
  it('colours the states blue, green and gray', () => {
    render(<ScheduleStatusBadge status="live" />);
    // Dark enough for white text (axe colour-contrast: 600 failed).
    expect(screen.getByText('Live Now')).toHaveClass('bg-green-700');
  });
});
