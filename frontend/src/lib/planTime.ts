import { DEFAULT_DAY_START_HOUR, festivalDay } from './schedule/festivalDay';
import { formatClock, formatDayShort } from './schedule/time';

/**
 * A plan line's time: '18:00' on today's festival day, else with its day, 'Sun, Jul 5 18:00' (issue 35's
 * audit: "Next in your plan: Pulse at North, 18:00" was shown on Saturday for a Sunday set).
 */
export function planLineTime(
  iso: string,
  nowMs: number,
  timeZone: string,
  use24Hour: boolean,
  dayStartHour = DEFAULT_DAY_START_HOUR,
): string {
  const ms = Date.parse(iso);
  const clock = formatClock(ms, timeZone, use24Hour);
  const day = festivalDay(ms, timeZone, dayStartHour);
  return day === festivalDay(nowMs, timeZone, dayStartHour) ? clock : `${formatDayShort(day)} ${clock}`;
}
