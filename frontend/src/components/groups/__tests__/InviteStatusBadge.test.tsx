import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InviteStatusBadge, inviteUses } from '../InviteStatusBadge';

describe('InviteStatusBadge', () => {
  it.each([
    ['ACTIVE', 'Active'],
    ['EXPIRED', 'Expired'],
    ['OVERUSED', 'Overused'],
    ['INACTIVE', 'Inactive'],
  ])('shows %s as %s', (status, label) => {
    render(<InviteStatusBadge status={status} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('marks active invites differently from the others', () => {
    const { container: active } = render(<InviteStatusBadge status="ACTIVE" />);
    const { container: expired } = render(<InviteStatusBadge status="EXPIRED" />);
    expect(active.firstElementChild!.className).not.toBe(expired.firstElementChild!.className);
  });

  it('shows an unknown status as Inactive', () => {
    render(<InviteStatusBadge status="SOMETHING_NEW" />);
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });
});

describe('inviteUses', () => {
  it('shows used / max, or ∞ without a limit', () => {
    expect(inviteUses(2, 5)).toBe('2 / 5');
    expect(inviteUses(0, null)).toBe('0 / ∞');
  });
});
