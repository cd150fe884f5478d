import { cn } from '../../lib/cn';

export type CollageImage = { id: string; name: string; imageUrl: string | null | undefined };

export const COLLAGE_MAX = 4;

/** Which images a collage shows and how many are left over ('+N'). */
export function collageLayout<T extends CollageImage>(artists: ReadonlyArray<T>) {
  const withImage = artists.filter((a) => Boolean(a.imageUrl));
  return { shown: withImage.slice(0, COLLAGE_MAX), extra: Math.max(0, withImage.length - COLLAGE_MAX) };
}

/**
 * The collage's box: square, wide (16:9), or a set card's (square below 640 px, wide above).
 * The grid keeps every cell between about 1:1.6 and 3.3:1, so that a placeholder picture (a
 * square with the initials across its middle) cropped to its cell keeps the initials whole: two
 * images stack in a square and sit side by side in a wide box; of three, the first takes the top
 * row of a square and the left column of a wide box.
 */
export type CollageShape = 'square' | 'wide' | 'card';

const GRID: Record<CollageShape, { two: string; three: string; threeFirst: string }> = {
  square: { two: 'grid-rows-2', three: 'grid-cols-2 grid-rows-2', threeFirst: 'col-span-2' },
  wide: { two: 'grid-cols-2', three: 'grid-cols-2 grid-rows-2', threeFirst: 'row-span-2' },
  card: {
    two: 'grid-rows-2 sm:grid-cols-2 sm:grid-rows-1',
    three: 'grid-cols-2 grid-rows-2',
    threeFirst: 'col-span-2 sm:col-span-1 sm:row-span-2',
  },
};

/** Up to 4 artist images in a grid, '+N' for the rest; a placeholder when there are none. */
export function ArtistCollage({
  artists,
  shape,
  className,
}: {
  artists: ReadonlyArray<CollageImage>;
  shape: CollageShape;
  className?: string;
}) {
  const { shown, extra } = collageLayout(artists);
  const grid = GRID[shape];
  if (shown.length === 0) {
    return (
      <div
        aria-hidden="true"
        className={cn('flex items-center justify-center bg-gradient-to-br from-violet-900 to-slate-800', className)}
      >
        <svg
          viewBox="0 0 24 24"
          className="h-10 w-10 text-violet-300/60"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zm12-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0z" />
        </svg>
      </div>
    );
  }
  return (
    <div
      // Explicit rows: with auto rows the first image took the whole box and hid the others.
      className={cn(
        'relative grid overflow-hidden bg-slate-800',
        shown.length === 2 && grid.two,
        shown.length === 3 && grid.three,
        shown.length === 4 && 'grid-cols-2 grid-rows-2',
        className,
      )}
      data-testid="artist-collage"
    >
      {shown.map((artist, i) => (
        <img
          key={artist.id}
          src={artist.imageUrl ?? undefined}
          alt={artist.name}
          loading="lazy"
          className={cn(
            'h-full min-h-0 w-full min-w-0 object-cover',
            shown.length === 3 && i === 0 && grid.threeFirst,
          )}
        />
      ))}
      {extra > 0 && (
        <span className="absolute right-1 bottom-1 rounded-md bg-black/75 px-1.5 py-0.5 text-xs font-semibold text-white">
          +{extra}
        </span>
      )}
    </div>
  );
}
