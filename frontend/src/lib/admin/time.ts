// Times on admin screens, formatted by Intl (no date library in the admin chunks).

/** A set time in the admin tables: 24-hour (spec §9), in the edition's zone, e.g. "Jul 14, 21:30". */
export function tableTime(iso: unknown, timeZone: string): string {
  if (typeof iso !== 'string' || iso === '') return '—';
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** A day, e.g. "Nov 25, 2026" (the viewer's zone). */
export function shortDay(iso: unknown): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(String(iso)));
}

/** A moment, e.g. "Nov 25, 2026, 08:15" (the viewer's zone, 24-hour). */
export function shortMoment(iso: unknown): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(String(iso)));
}
