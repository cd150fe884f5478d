import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Clash, PlanSet } from '../../lib/schedule/clashes';
import { formatSetSchedule } from '../../lib/setTime';
import { ClashSummary, upcomingClashesByDay } from './ClashSummary';

const AMS = 'Europe/Amsterdam';
const set = (id: string, start: string, end: string): PlanSet => ({
  id,
  name: id,
  vote: 'MUST_GO',
  start: Date.parse(start),
  end: Date.parse(end),
});
const clash = (a: PlanSet, b: PlanSet): Clash => ({ a, b, minutes: 30, severity: 'must-go' });

// Friday 17 July 2026 evening and its night (Saturday 01:00-02:00 local), and Saturday evening.
const friEvening = clash(set('A', '2026-07-17T19:00:00Z', '2026-07-17T20:00:00Z'), set('B', '2026-07-17T19:30:00Z', '2026-07-17T20:30:00Z'));
const friNight = clash(set('C', '2026-07-17T23:00:00Z', '2026-07-18T00:00:00Z'), set('D', '2026-07-17T23:30:00Z', '2026-07-18T00:30:00Z'));
const satEvening = clash(set('E', '2026-07-18T19:00:00Z', '2026-07-18T20:00:00Z'), set('F', '2026-07-18T19:30:00Z', '2026-07-18T20:30:00Z'));

describe('clash summary', () => {
  it('groups clashes by festival day: a 01:00 clash stays with Friday', () => {
    const days = upcomingClashesByDay([satEvening, friNight, friEvening], 0, AMS);
    expect(days.map((d) => [d.day, d.clashes.map((c) => c.a.id)])).toEqual([
      ['2026-07-17', ['C', 'A']],
      ['2026-07-18', ['E']],
    ]);
  });

  it('leaves out clashes whose overlap is over', () => {
    const afterFriday = Date.parse('2026-07-18T01:00:00Z');
    expect(upcomingClashesByDay([friEvening, friNight, satEvening], afterFriday, AMS).map((d) => d.day)).toEqual(['2026-07-18']);
    // Still overlapping at `now`: kept.
    const duringNight = Date.parse('2026-07-17T23:45:00Z');
    expect(upcomingClashesByDay([friNight], duringNight, AMS)).toHaveLength(1);
  });

  it('renders nothing once every clash is past, and the day headings otherwise', () => {
    const { container, rerender } = render(
      <ClashSummary clashes={[friEvening]} timeZone={AMS} use24Hour now={Date.parse('2026-07-19T00:00:00Z')} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<ClashSummary clashes={[friEvening, friNight]} timeZone={AMS} use24Hour={false} now={0} />);
    expect(screen.getByText('2 clashes ahead in your plan')).toBeInTheDocument();
    expect(screen.getByText('Friday, Jul 17')).toBeInTheDocument();
    expect(screen.getByText(/Fri, Jul 17 1:00 AM–2:00 AM/)).toBeInTheDocument();
  });
});

/** A screen of `width` px for matchMedia's max-width queries (jsdom has none). */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    matches: Number(/max-width: (\d+)px/.exec(media)?.[1] ?? Infinity) >= width,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('clash summary disclosure', () => {
  afterEach(() => vi.unstubAllGlobals());
  const summary = () => <ClashSummary clashes={[friEvening]} timeZone={AMS} use24Hour now={0} />;
  const details = () => screen.getByText('1 clash ahead in your plan').closest('details')!;

  it('starts collapsed on a phone and opens with its summary line', () => {
    screenWidth(375);
    render(summary());
    expect(details().open).toBe(false);
    fireEvent.click(screen.getByText('1 clash ahead in your plan'));
    expect(details().open).toBe(true);
  });

  it('starts open on a wider screen, and folds away', () => {
    screenWidth(1280);
    render(summary());
    expect(details().open).toBe(true);
    expect(screen.getByTestId('clash-pair')).toBeVisible();
    fireEvent.click(screen.getByText('1 clash ahead in your plan'));
    expect(details().open).toBe(false);
  });
});

describe('set card times', () => {
  it('labels a 01:30 set with the festival day before and follows the 12/24-hour choice', () => {
    const start = '2026-07-17T23:30:00Z'; // Saturday 01:30 in Amsterdam
    const end = '2026-07-18T00:30:00Z';
    expect(formatSetSchedule(start, end, AMS)).toBe('Fri, Jul 17 · 1:30 AM - 2:30 AM');
    expect(formatSetSchedule(start, end, AMS, { use24Hour: true })).toBe('Fri, Jul 17 · 01:30 - 02:30');
    expect(formatSetSchedule(start, end, AMS, { use24Hour: true, dayStartHour: 0 })).toBe('Sat, Jul 18 · 01:30 - 02:30');
  });
});
