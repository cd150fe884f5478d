import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import type { ClashSeverity } from '../../lib/schedule/clashes';
import { offsetOf, PX_PER_HOUR, setBox, timelineRange } from '../../lib/schedule/geometry';
import type { ScheduleSet } from '../../lib/schedule/model';
import { formatClock, formatDayShort, formatDuration, nextDay, zonedDay, zonedMidnight } from '../../lib/schedule/time';
import { CLASH_LABEL, ClashMark } from './ClashMark';
import { VOTE_LABEL, VoteMark } from './VoteMark';

type Stage = { id: string; name: string };

type Props = {
  sets: ReadonlyArray<ScheduleSet>;
  stages: ReadonlyArray<Stage>;
  timeZone: string;
  startDate: string;
  endDate: string;
  use24Hour: boolean;
  severity: ReadonlyMap<string, ClashSeverity>;
  basePath: string;
  /** The "now" instant while the edition is Live Now, else null (no line). */
  now: number | null;
  /** A local day to scroll to (YYYY-MM-DD), or null. */
  focusDay: string | null;
};

const HOUR = 3_600_000;
const NO_STAGE = '__none__';

/**
 * One row per stage scrolling sideways, 120 px per hour. Sets are links in stage-then-time order
 * (the tab order); the scroller itself takes focus and scrolls with the arrow keys.
 */
export function Timeline({ sets, stages, timeZone, startDate, endDate, use24Hour, severity, basePath, now, focusDay }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const range = useMemo(
    () => timelineRange(sets, { start: zonedMidnight(startDate, timeZone), end: zonedMidnight(nextDay(endDate), timeZone) }),
    [sets, startDate, endDate, timeZone],
  );

  const rows = useMemo(() => {
    const byStage = new Map<string, ScheduleSet[]>();
    for (const s of sets) {
      const key = s.stageId ?? NO_STAGE;
      byStage.set(key, [...(byStage.get(key) ?? []), s]);
    }
    const list: { stage: Stage; sets: ScheduleSet[] }[] = stages
      .filter((st) => byStage.has(st.id))
      .map((st) => ({ stage: st, sets: byStage.get(st.id)! }));
    // Stages archived since, or sets without a stage, still get a row.
    for (const [key, list2] of byStage) {
      if (key === NO_STAGE) continue;
      if (!stages.some((st) => st.id === key)) list.push({ stage: { id: key, name: list2[0].stageName ?? 'Stage' }, sets: list2 });
    }
    if (byStage.has(NO_STAGE)) list.push({ stage: { id: NO_STAGE, name: 'No stage' }, sets: byStage.get(NO_STAGE)! });
    return list;
  }, [sets, stages]);

  // Hour ticks and local midnights (day separators) across the range.
  const { hours, days } = useMemo(() => {
    const hours: number[] = [];
    for (let t = range.start; t <= range.end; t += HOUR) hours.push(t);
    const days: { day: string; at: number }[] = [];
    let day = zonedDay(range.start, timeZone);
    for (let i = 0; i < 60; i++) {
      const at = zonedMidnight(day, timeZone);
      if (at > range.end) break;
      days.push({ day, at: Math.max(at, range.start) });
      day = nextDay(day);
    }
    return { hours, days };
  }, [range, timeZone]);

  // Start at the chosen day, else at "now" (an hour back), else at the beginning.
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    let target: number | null = null;
    if (focusDay) {
      const first = sets.find((s) => s.day === focusDay);
      target = first ? first.start - HOUR / 2 : zonedMidnight(focusDay, timeZone);
    } else if (now !== null && now >= range.start && now <= range.end) {
      target = now - HOUR;
    }
    if (target !== null) el.scrollTo?.({ left: Math.max(0, offsetOf(range.start, target)), behavior: 'auto' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the day or the range changes
  }, [focusDay, range.start]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return; // keys on a set link keep their meaning
    const el = e.currentTarget;
    const step = { ArrowLeft: -PX_PER_HOUR, ArrowRight: PX_PER_HOUR, PageUp: -el.clientWidth, PageDown: el.clientWidth }[
      e.key
    ];
    if (step !== undefined) {
      e.preventDefault();
      el.scrollBy?.({ left: step });
    } else if (e.key === 'Home') {
      e.preventDefault();
      el.scrollTo?.({ left: 0 });
    } else if (e.key === 'End') {
      e.preventDefault();
      el.scrollTo?.({ left: el.scrollWidth });
    }
  };

  const clock = (ms: number) => formatClock(ms, timeZone, use24Hour);
  const labelCol = 'sticky left-0 z-20 w-20 shrink-0 border-r border-slate-800 bg-slate-950 px-2 sm:w-32';

  if (rows.length === 0) {
    return <p className="rounded-xl border border-slate-800 p-6 text-center text-slate-400">No sets match.</p>;
  }

  return (
    <div
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label="Timeline (scroll with the arrow keys)"
      onKeyDown={onKeyDown}
      data-testid="timeline"
      className="relative overflow-x-auto overscroll-x-contain [--label-w:5rem] sm:[--label-w:8rem] rounded-xl border border-slate-800 bg-slate-950 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
    >
      <div className="relative" style={{ width: `calc(var(--label-w) + ${range.width}px)` }}>
        {/* Hour ruler */}
        <div className="flex h-10 border-b border-slate-800" aria-hidden="true">
          <div className={cn(labelCol, 'flex items-center text-xs text-slate-400')}>Stage</div>
          <div className="relative" style={{ width: range.width }}>
            {days.map((d) => (
              <span
                key={d.day}
                className="absolute top-0.5 z-10 rounded bg-slate-800 px-1.5 text-[11px] font-semibold whitespace-nowrap text-slate-100"
                style={{ left: offsetOf(range.start, d.at) + 2 }}
              >
                {formatDayShort(d.day)}
              </span>
            ))}
            {hours.map((h) => (
              <span
                key={h}
                className="absolute bottom-0.5 border-l border-slate-700 pl-1 text-[11px] whitespace-nowrap text-slate-400"
                style={{ left: offsetOf(range.start, h) }}
              >
                {clock(h)}
              </span>
            ))}
          </div>
        </div>
        {rows.map(({ stage, sets: rowSets }) => (
          <div key={stage.id} role="group" aria-label={stage.name} className="flex border-b border-slate-900 last:border-b-0">
            <div className={cn(labelCol, 'flex items-center py-2 text-xs font-semibold text-slate-200 sm:text-sm')}>
              <span className="line-clamp-2">{stage.name}</span>
            </div>
            <div className="relative h-20" style={{ width: range.width }}>
              {rowSets.map((s) => {
                const box = setBox(range.start, s);
                const clash = severity.get(s.id);
                const time = `${clock(s.start)}–${clock(s.end)}`;
                const label = [
                  s.name,
                  stage.name,
                  `${formatDayShort(s.day)} ${time}`,
                  s.myVote ? `your vote: ${VOTE_LABEL[s.myVote]}` : null,
                  clash ? CLASH_LABEL[clash] : null,
                ]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <Link
                    key={s.id}
                    to={`${basePath}/sets/${s.slug}`}
                    data-set-id={s.id}
                    data-clash={clash}
                    className={cn(
                      'absolute top-1.5 bottom-1.5 flex flex-col justify-between overflow-hidden rounded-md border px-2 py-1 text-left',
                      'hover:z-10 focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-violet-300 focus-visible:outline-none',
                      s.myVote === 'MUST_GO'
                        ? 'border-emerald-500/60 bg-emerald-900/60'
                        : s.myVote === 'INTERESTED'
                          ? 'border-sky-500/60 bg-sky-900/50'
                          : 'border-slate-700 bg-slate-800/90 hover:bg-slate-700',
                      clash === 'must-go' && 'ring-2 ring-red-500',
                      clash === 'normal' && 'ring-2 ring-amber-400',
                    )}
                    style={{ left: box.left, width: box.width }}
                  >
                    {/* The name is the label (as text: an aria-label must contain the visible text). */}
                    <span className="sr-only">{label}</span>
                    <span className="truncate text-xs font-semibold text-white" aria-hidden="true">
                      {s.name}
                    </span>
                    <span className="truncate text-[11px] text-slate-300" aria-hidden="true">
                      {/* Up to an hour: the short range alone; longer sets also say how long. */}
                      {box.short ? time : `${time} · ${formatDuration(box.minutes)}`}
                    </span>
                    <span className="flex min-w-0 gap-1 overflow-hidden" aria-hidden="true">
                      {s.myVote && <VoteMark vote={s.myVote} compact={box.width < 200} />}
                      {clash && <ClashMark severity={clash} compact={box.width < 200} />}
                    </span>
                  </Link>
                );
              })}
            </div>
          </div>
        ))}
        {/* Day separators and the "now" line span every row; they sit after the label column. */}
        <div className="pointer-events-none absolute inset-y-0 right-0 left-[var(--label-w)]" aria-hidden="true">
          {days.map((d) =>
            d.at > range.start ? (
              <div key={d.day} className="absolute inset-y-0 border-l-2 border-dashed border-violet-500/50" style={{ left: offsetOf(range.start, d.at) }} />
            ) : null,
          )}
          {now !== null && now >= range.start && now <= range.end && (
            <div data-testid="now-line" className="absolute inset-y-0 z-10 w-0.5 bg-red-500" style={{ left: offsetOf(range.start, now) }}>
              <span className="absolute top-0 -translate-x-1/2 rounded bg-red-600 px-1 text-[10px] font-bold text-white">Now</span>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
