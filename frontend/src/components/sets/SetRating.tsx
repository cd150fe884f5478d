import { graphql, useFragment } from 'react-relay';
import type { SetRating_set$key } from '../../__generated__/SetRating_set.graphql';
import { useRateSet } from '../../mutations/useRateSet';
import { formatAverage } from '../../lib/ratings';
import { DistributionBar } from '../ratings/DistributionBar';
import { Button } from '../ui/button';

// Ratings after a set has ended (1-5 stars or "didn't see it"), apart from votes; the aggregate
// shows where the server gives it (staff always, visitors after the edition where enabled).
const fragment = graphql`
  fragment SetRating_set on Set {
    id
    myRating
    myRatingDidNotSee
    canRate
    ratingSummary {
      average
      count
      distribution
    }
  }
`;

export function SetRating({ set: key, signedIn }: { set: SetRating_set$key; signedIn: boolean }) {
  const set = useFragment(fragment, key);
  const [rate, isPending] = useRateSet();
  const summary = set.ratingSummary;
  const rated = set.myRating != null || set.myRatingDidNotSee;
  if (!summary && !(signedIn && (set.canRate || rated))) return null;
  return (
    <section aria-labelledby="rating-title" className="flex flex-col gap-2 rounded-lg border border-slate-700 p-4">
      <h2 id="rating-title" className="text-base font-semibold text-white">
        Rating
      </h2>
      {signedIn && (set.canRate || rated) && (
        <div className="flex flex-wrap items-center gap-1" role="group" aria-label="Your rating">
          {[1, 2, 3, 4, 5].map((n) => (
            <Button
              key={n}
              variant={set.myRating != null && set.myRating >= n ? 'primary' : 'outline'}
              size="icon"
              aria-label={`${n} star${n > 1 ? 's' : ''}`}
              aria-pressed={set.myRating === n}
              disabled={isPending || !set.canRate}
              onClick={() => void rate(set.id, set.myRating === n ? null : n, false)}
            >
              ★
            </Button>
          ))}
          <Button
            variant={set.myRatingDidNotSee ? 'secondary' : 'ghost'}
            size="sm"
            aria-pressed={set.myRatingDidNotSee}
            disabled={isPending || !set.canRate}
            onClick={() => void rate(set.id, null, !set.myRatingDidNotSee)}
          >
            Didn't see it
          </Button>
        </div>
      )}
      {summary && (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-300" data-testid="rating-summary">
          {summary.count === 0 || typeof summary.average !== 'number' ? (
            'No ratings yet'
          ) : (
            <>
              <span>{`${formatAverage(summary.average)} ★ from ${summary.count} rating${summary.count > 1 ? 's' : ''}`}</span>
              <DistributionBar distribution={summary.distribution} />
            </>
          )}
        </div>
      )}
    </section>
  );
}
