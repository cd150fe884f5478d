import { cn } from '../../lib/cn';
import type { ClashSeverity } from '../../lib/schedule/clashes';

export const CLASH_LABEL: Record<ClashSeverity, string> = { 'must-go': 'Must Go clash', normal: 'Clash' };

/** Marks a set of the plan that overlaps another one; Must Go vs Must Go is the loud one. */
export function ClashMark({
  severity,
  compact,
  className,
}: {
  severity: ClashSeverity;
  /** Icon only (the label stays for screen readers): narrow timeline boxes. */
  compact?: boolean;
  className?: string;
}) {
  return (
    <span
      data-clash={severity}
      title={CLASH_LABEL[severity]}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded px-1.5 text-[11px] leading-4 font-semibold whitespace-nowrap',
        severity === 'must-go' ? 'bg-red-600 text-white' : 'bg-amber-400/90 text-theme-on-bright',
        className,
      )}
    >
      <span aria-hidden="true">⚠</span>
      {compact ? <span className="sr-only">{CLASH_LABEL[severity]}</span> : CLASH_LABEL[severity]}
    </span>
  );
}
