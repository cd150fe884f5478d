import type { Clash } from '../../lib/schedule/clashes';
import { formatClock, formatDayShort, formatDuration, zonedDay } from '../../lib/schedule/time';
import { ClashMark } from './ClashMark';

/** Every overlapping pair of the viewer's plan with how long they overlap. */
export function ClashSummary({
  clashes,
  timeZone,
  use24Hour,
}: {
  clashes: ReadonlyArray<Clash>;
  timeZone: string;
  use24Hour: boolean;
}) {
  const range = (start: number, end: number) =>
    `${formatDayShort(zonedDay(start, timeZone))} ${formatClock(start, timeZone, use24Hour)}–${formatClock(end, timeZone, use24Hour)}`;
  return (
    <section
      aria-label="Clashes in your plan"
      className="rounded-xl border border-amber-500/40 bg-amber-500/5 p-3 text-sm"
    >
      <h2 className="font-semibold text-amber-200">
        {clashes.length === 1 ? '1 clash in your plan' : `${clashes.length} clashes in your plan`}
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {clashes.map((c) => (
          <li key={`${c.a.id}-${c.b.id}`} data-testid="clash-pair" className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <ClashMark severity={c.severity} />
            <span className="text-slate-100">
              <strong>{c.a.name}</strong> <span className="text-slate-400">({range(c.a.start, c.a.end)})</span> and{' '}
              <strong>{c.b.name}</strong> <span className="text-slate-400">({range(c.b.start, c.b.end)})</span>
            </span>
            <span className="text-amber-200">overlap {formatDuration(c.minutes)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
