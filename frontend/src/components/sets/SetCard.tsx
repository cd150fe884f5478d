import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { SetCard_set$key } from '../../__generated__/SetCard_set.graphql';
import { formatSetSchedule } from '../../lib/setTime';
import { fromListState } from '../../lib/setsListLink';
import { useEditionBasePath } from '../../lib/useEditionBasePath';
import { Card } from '../ui/card';
import { ArtistCollage } from './ArtistCollage';
import { distinctGenres, GenreBadges } from './GenreBadges';
import { SetTally, TallyCountsList, type TallyCounts } from './SetTally';
import { VoteButtons } from './VoteButtons';

type Props = {
  set: SetCard_set$key;
  /** The edition's IANA zone: times are festival-local. */
  timeZone: string;
  /** The edition's day-start hour: a night set is labelled with the day before. */
  dayStartHour?: number;
  use24Hour?: boolean;
  signedIn: boolean;
  onVote?: () => void;
  /** The group perspective's tally (SetEdge.tally), shown instead of everyone's. */
  perspectiveTally?: TallyCounts;
  /** The list's query string: the set page's 'Back to Sets' returns to it. */
  listSearch?: string;
};

/** One set in the voting list: image collage, name, artists, genres, stage and time, votes, tally. */
export function SetCard({ set, timeZone, dayStartHour, use24Hour, signedIn, onVote, perspectiveTally, listSearch }: Props) {
  const data = useFragment(
    graphql`
      fragment SetCard_set on Set @argumentDefinitions(shared: { type: "Boolean", defaultValue: false }) {
        id
        slug
        name
        timeStart
        timeEnd
        stage {
          name
        }
        artists {
          id
          name
          imageUrl
          genres {
            id
            name
          }
        }
        ...VoteButtons_set @arguments(shared: $shared)
        ...SetTally_set
      }
    `,
    set,
  );
  const base = useEditionBasePath();
  const artistNames = data.artists.map((a) => a.name).join(', ');
  const schedule = formatSetSchedule(data.timeStart, data.timeEnd, timeZone, { use24Hour, dayStartHour });
  const genres = distinctGenres(data.artists.map((a) => a.genres));

  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid="set-card">
      <ArtistCollage artists={data.artists} className="aspect-[16/9] w-full" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <h2 className="text-lg leading-tight font-semibold">
            <Link
              to={`${base}/sets/${encodeURIComponent(data.slug)}`}
              state={listSearch === undefined ? undefined : fromListState(listSearch)}
              className="flex min-h-11 items-center rounded-sm text-white hover:text-violet-200 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
            >
              {data.name}
            </Link>
          </h2>
          {artistNames && artistNames !== data.name && (
            <p className="mt-0.5 truncate text-sm text-slate-400">{artistNames}</p>
          )}
        </div>
        <GenreBadges genres={genres} />
        {(data.stage || schedule) && (
          <p className="text-sm text-slate-300">
            {data.stage?.name}
            {data.stage && schedule && ' · '}
            {schedule}
          </p>
        )}
        <div className="mt-auto flex flex-col gap-3">
          <VoteButtons set={data} signedIn={signedIn} onVote={onVote} />
          {perspectiveTally ? <TallyCountsList tally={perspectiveTally} label="Group votes" /> : <SetTally set={data} />}
        </div>
      </div>
    </Card>
  );
}
