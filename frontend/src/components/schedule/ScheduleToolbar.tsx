import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import type { EditionStatus } from '../../lib/editionStatus';
import type { ScheduleParams } from '../../lib/schedule/params';
import { SearchBox } from '../sets/SearchBox';
import { ScheduleStatusBadge } from './ScheduleStatusBadge';

type Props = {
  status: EditionStatus;
  timeZone: string;
  params: ScheduleParams;
  onChange: (next: ScheduleParams) => void;
  signedIn: boolean;
  children?: ReactNode;
};

const toggleClass = (on: boolean) =>
  cn(
    'min-h-9 rounded-full border px-3 py-1 text-sm transition-colors focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none',
    on ? 'border-violet-400 bg-violet-600 text-white' : 'border-slate-600 text-slate-300 hover:bg-slate-800',
  );

/** View switch, time zone, clock and plan toggles, and room for the calendar panel. */
export function ScheduleToolbar({ status, timeZone, params, onChange, signedIn, children }: Props) {
  const { search } = useLocation();
  const viewLink = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none',
      isActive ? 'bg-violet-600 text-white' : 'text-slate-300 hover:bg-slate-800 hover:text-white',
    );
  return (
    <section aria-label="Schedule options" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <nav aria-label="Schedule view" className="flex rounded-lg border border-slate-700 bg-slate-900 p-1">
          {/* Relative to the schedule route; the filters in the address carry over. */}
          <NavLink to={{ pathname: 'timeline', search }} className={viewLink}>
            Timeline View
          </NavLink>
          <NavLink to={{ pathname: 'list', search }} className={viewLink}>
            List View
          </NavLink>
        </nav>
        <ScheduleStatusBadge status={status} />
        <p className="text-sm text-slate-400">
          Times in <span className="font-medium text-slate-200">{timeZone}</span>
        </p>
        <div className="ml-auto">{children}</div>
      </div>
      <SearchBox value={params.q} onSearch={(q) => onChange({ ...params, q })} label="Search the schedule" />
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-pressed={params.plan}
          className={toggleClass(params.plan)}
          onClick={() => onChange({ ...params, plan: !params.plan })}
        >
          My plan
        </button>
        <button
          type="button"
          aria-pressed={params.use24Hour}
          className={toggleClass(params.use24Hour)}
          onClick={() => onChange({ ...params, use24Hour: !params.use24Hour })}
        >
          24-hour clock
        </button>
        {params.plan && !signedIn && (
          <p className="text-sm text-slate-400">Sign in and vote Must Go or Interested to build your plan.</p>
        )}
      </div>
    </section>
  );
}
