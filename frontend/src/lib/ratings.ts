// Ratings shown as figures (issue 36): the staff's tables (rows with star ratings, best first)
// and the distribution bars of staff and visitors.

export type Summary = { readonly average: number | null | undefined; readonly count: number; readonly distribution: readonly number[] };

/** Rows with at least one star rating, by average (highest first), then count (most first). */
export function rankRated<T extends { readonly summary: Summary }>(rows: readonly T[]): T[] {
  return rows
    .filter((r) => r.summary.count > 0 && typeof r.summary.average === 'number')
    .sort((a, b) => (b.summary.average ?? 0) - (a.summary.average ?? 0) || b.summary.count - a.summary.count);
}

/** An average with one decimal ("4.0"); a dash without ratings. */
export function formatAverage(average: number | null | undefined): string {
  return typeof average === 'number' ? average.toFixed(1) : '–';
}

/** The distribution in words, for screen readers: "1 star: 0, 2 stars: 1, ...". */
export function distributionLabel(distribution: readonly number[]): string {
  return [1, 2, 3, 4, 5].map((n) => `${n} star${n > 1 ? 's' : ''}: ${distribution[n - 1] ?? 0}`).join(', ');
}

/** Each bar's height in percent of the largest count (0 for none). */
export function barHeights(distribution: readonly number[]): number[] {
  const max = Math.max(0, ...distribution.slice(0, 5));
  return [0, 1, 2, 3, 4].map((i) => (max > 0 ? Math.round(((distribution[i] ?? 0) / max) * 100) : 0));
}
