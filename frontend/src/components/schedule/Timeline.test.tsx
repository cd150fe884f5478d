import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clashSeverityById } from '../../lib/schedule/clashes';
import { planClashes, toScheduleSets, type RawScheduleSet } from '../../lib/schedule/model';
import { Timeline } from './Timeline';

const ZONE = 'Europe/Amsterdam';
const raw = (id: string, stage: string, from: string, to: string, myVote: RawScheduleSet['myVote'] = null): RawScheduleSet => ({
  id,
  slug: id.toLowerCase(),
  name: `Set ${id}`,
  timeStart: `2026-07-17T${from}:00+02:00`,
  timeEnd: `2026-07-17T${to}:00+02:00`,
  myVote,
  stage: { id: stage, name: `Stage ${stage}` },
});

function renderTimeline(sets: RawScheduleSet[], now: number | null = null) {
  const { timed } = toScheduleSets(sets, ZONE);
  const severity = clashSeverityById(planClashes(timed));
  return render(
    <MemoryRouter>
      <Timeline
        sets={timed}
        stages={[
          { id: 'A', name: 'Stage A' },
          { id: 'B', name: 'Stage B' },
        ]}
        timeZone={ZONE}
        startDate="2026-07-17"
        endDate="2026-07-18"
        use24Hour
        severity={severity}
        basePath="/festivals/f/editions/e"
        now={now}
        focusDay={null}
      />
    </MemoryRouter>,
  );
}

describe('Timeline', () => {
  it('draws one row per stage with sets as links to their detail page, placed 2 px per minute', () => {
    renderTimeline([raw('1', 'A', '18:00', '19:30'), raw('2', 'B', '18:30', '18:45'), raw('3', 'A', '20:00', '21:00')]);
    const rowA = screen.getByRole('group', { name: 'Stage A' });
    const links = within(rowA).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/festivals/f/editions/e/sets/1', '/festivals/f/editions/e/sets/3']);
    // The timeline starts at 18:00 (the earliest set): set 3 is 120 min later, 90 min wide.
    expect(links[0]).toHaveStyle({ left: '0px', width: '180px' });
    expect(links[1]).toHaveStyle({ left: '240px', width: '120px' });
    const short = within(screen.getByRole('group', { name: 'Stage B' })).getByRole('link');
    expect(short).toHaveStyle({ left: '60px', width: '100px' }); // 15 minutes, minimum width
    expect(short).toHaveTextContent('18:30–18:45');
    expect(screen.getByRole('region', { name: /Timeline/ })).toHaveAttribute('tabindex', '0');
  });

  it('shows the viewer’s votes and marks a Must Go clash most strongly', () => {
    renderTimeline([
      raw('1', 'A', '18:00', '19:00', 'MUST_GO'),
      raw('2', 'B', '18:30', '19:30', 'MUST_GO'),
      raw('3', 'A', '19:00', '20:00', 'INTERESTED'),
    ]);
    const link = (id: string) => screen.getByRole('link', { name: new RegExp(`^Set ${id},`) });
    expect(link('1')).toHaveAttribute('data-clash', 'must-go');
    expect(link('2')).toHaveAttribute('data-clash', 'must-go');
    expect(link('3')).toHaveAttribute('data-clash', 'normal'); // touches 1, overlaps 2
    expect(link('1')).toHaveAccessibleName(/your vote: Must Go, Must Go clash$/);
    expect(link('3')).toHaveAccessibleName(/your vote: Interested, Clash$/);
  });

  it('draws the now line only when given a time', () => {
    const sets = [raw('1', 'A', '18:00', '19:00')];
    const { unmount } = renderTimeline(sets, null);
    expect(screen.queryByTestId('now-line')).toBeNull();
    unmount();
    renderTimeline(sets, Date.parse('2026-07-17T18:30:00+02:00'));
    expect(screen.getByTestId('now-line')).toHaveStyle({ left: '60px' });
  });
});
