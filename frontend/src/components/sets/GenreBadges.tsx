import { Badge } from '../ui/badge';

export type Genre = { id: string; name: string };

export const GENRE_BADGES_MAX = 2;

/** The distinct genres of a set's artists, in order of first appearance. */
export function distinctGenres(lists: ReadonlyArray<ReadonlyArray<Genre>>): Genre[] {
  const seen = new Map<string, Genre>();
  for (const list of lists) for (const g of list) if (!seen.has(g.id)) seen.set(g.id, g);
  return [...seen.values()];
}

/** At most two genre badges, then '+N' (visitor-app.md §9). */
export function GenreBadges({ genres }: { genres: ReadonlyArray<Genre> }) {
  if (genres.length === 0) return null;
  const shown = genres.slice(0, GENRE_BADGES_MAX);
  const extra = genres.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Genres">
      {shown.map((g) => (
        <li key={g.id}>
          <Badge variant="violet">{g.name}</Badge>
        </li>
      ))}
      {extra > 0 && (
        <li>
          <Badge
            variant="outline"
            title={genres
              .slice(GENRE_BADGES_MAX)
              .map((g) => g.name)
              .join(', ')}
          >
            +{extra}
          </Badge>
        </li>
      )}
    </ul>
  );
}
