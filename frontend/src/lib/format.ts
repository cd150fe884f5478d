// Intl rather than a date library's format() here: this runs on the first screen, and a formatter
// with its locale would weigh on the initial bundle.
// Made at first use, not while the entry is evaluated (the page's first formatter loads the
// locale's data).
let longUSFormat: Intl.DateTimeFormat | undefined;
const longUS = () =>
  (longUSFormat ??= new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }));

/** A calendar date YYYY-MM-DD in long US format, e.g. 'July 17, 2026'. No time zone involved. */
export function formatLongDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return longUS().format(new Date(Date.UTC(year, month - 1, day)));
}

/** 'July 17, 2026 - July 19, 2026'; one side alone when the other is missing; null without dates. */
export function formatDateRange(start?: string | null, end?: string | null): string | null {
  if (start && end) return `${formatLongDate(start)} - ${formatLongDate(end)}`;
  if (start) return formatLongDate(start);
  if (end) return formatLongDate(end);
  return null;
}

/** A website address without its scheme and trailing slash: 'https://x.example/' -> 'x.example'. */
export function displayUrl(url: string): string {
  return url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/$/, '');
}

/** Only http(s) links are rendered as links (a festival's website is entered by admins). */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
