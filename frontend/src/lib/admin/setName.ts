// Set names generated from the chosen artists (spec §4), the same rule as the server's.

export function generateSetName(artistNames: readonly string[]): string {
  const [first, second] = artistNames;
  if (artistNames.length === 0) return '';
  if (artistNames.length === 1) return first;
  if (artistNames.length === 2) return `${first} vs ${second}`;
  return `${first} + ${artistNames.length - 1} more`;
}

/** At most `max` badges, then '+N more' for the rest (set tables, spec §9). */
export function badgeList<T>(items: readonly T[], max = 2): { shown: T[]; more: string | null } {
  const shown = items.slice(0, max);
  const rest = items.length - shown.length;
  return { shown, more: rest > 0 ? `+${rest} more` : null };
}
