import { graphql, useFragment } from 'react-relay';
import type { RatingsSection_stats$key } from '../../__generated__/RatingsSection_stats.graphql';
import { formatAverage, rankRated, type Summary } from '../../lib/ratings';
import { DistributionBar } from '../ratings/DistributionBar';
import { CardLabel, cellClass, headClass, rowClass, tableClass, titleCellClass } from './table';

// An edition's ratings for staff (issue 36): per stage and per set, best average first, with
// the CSV export (Edition.ratingStats; GET /admin/export/ratings/{editionId}).
const fragment = graphql`
  fragment RatingsSection_stats on RatingStats {
    csvPath
    stages {
      stage {
        id
        name
      }
      summary {
        average
        count
        distribution
      }
    }
    sets {
      set {
        id
        name
        stage {
          name
        }
      }
      summary {
        average
        count
        distribution
      }
      didNotSee
    }
  }
`;

type Row = { id: string; name: string; detail?: string; summary: Summary };

function RatingsTable({ label, first, rows }: { label: string; first: string; rows: Row[] }) {
  return (
    <table className={tableClass} aria-label={label}>
      <thead className={headClass}>
        <tr>
          <th className={cellClass}>{first}</th>
          <th className={cellClass}>Average</th>
          <th className={cellClass}>Ratings</th>
          <th className={cellClass}>Distribution</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} className={rowClass}>
            <td className={titleCellClass}>
              {r.name}
              {r.detail && <span className="ml-2 text-sm font-normal text-theme-muted">{r.detail}</span>}
            </td>
            <td className={cellClass}>
              <CardLabel>Average</CardLabel>
              {formatAverage(r.summary.average)} ★
            </td>
            <td className={cellClass}>
              <CardLabel>Ratings</CardLabel>
              {r.summary.count}
            </td>
            <td className={cellClass}>
              <DistributionBar distribution={r.summary.distribution} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The Ratings section: "No ratings yet", or a table per stage and one per set. */
export function RatingsSection({ stats: key }: { stats: RatingsSection_stats$key }) {
  const stats = useFragment(fragment, key);
  const stages = rankRated(stats.stages.map((s) => ({ id: s.stage.id, name: s.stage.name, summary: s.summary })));
  const sets = rankRated(
    stats.sets.map((s) => ({
      id: s.set.id,
      name: s.set.name,
      detail: [s.set.stage?.name, s.didNotSee > 0 ? `${s.didNotSee} didn't see it` : ''].filter(Boolean).join(' · '),
      summary: s.summary,
    })),
  );
  return (
    <section aria-labelledby="ratings-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="ratings-title" className="text-lg font-semibold text-theme-text-strong">
          Ratings
        </h3>
        <a className="inline-flex min-h-11 items-center text-sm text-theme-accent-text hover:underline md:min-h-0" href={stats.csvPath} download>
          Download ratings CSV
        </a>
      </div>
      {sets.length === 0 ? (
        <p className="text-theme-muted">No ratings yet</p>
      ) : (
        <>
          <h4 className="font-medium text-theme-text-strong">Per stage</h4>
          <RatingsTable label="Ratings per stage" first="Stage" rows={stages} />
          <h4 className="font-medium text-theme-text-strong">Per set</h4>
          <RatingsTable label="Ratings per set" first="Set" rows={sets} />
        </>
      )}
    </section>
  );
}
