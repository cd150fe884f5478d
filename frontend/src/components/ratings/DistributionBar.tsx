import { barHeights, distributionLabel } from '../../lib/ratings';

/** A small histogram of 1 to 5 stars (left to right), in the theme's chart colours. */
export function DistributionBar({ distribution }: { distribution: readonly number[] }) {
  return (
    <span role="img" aria-label={distributionLabel(distribution)} className="inline-flex h-6 items-end gap-0.5 align-middle">
      {barHeights(distribution).map((h, i) => (
        <span key={i} className="flex h-full w-2 items-end rounded-sm bg-theme-chart-track">
          <span className="w-full rounded-sm bg-theme-chart-bar" style={{ height: `${h}%` }} />
        </span>
      ))}
    </span>
  );
}
