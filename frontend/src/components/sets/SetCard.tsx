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
    // Below 640 px a compact card (a small square image beside the name), so a phone's screen
    // holds three or more; from 640 px the image on top.
    <Card
      className="grid h-full grid-cols-[4rem_minmax(0,1fr)] content-start gap-x-3 gap-y-2 overflow-hidden p-3 sm:flex sm:flex-col sm:gap-0 sm:p-0"
      data-testid="set-card"
    >
      <ArtistCollage
        artists={data.artists}
        shape="card"
        className="aspect-square w-16 rounded-md sm:aspect-[16/9] sm:w-full sm:rounded-none"
      />
      <div className="flex min-w-0 flex-col gap-1 sm:gap-3 sm:px-4 sm:pt-4">
        <div className="min-w-0">
          <h2 className="text-base leading-tight font-semibold sm:text-lg">
            <Link
              to={`${base}/sets/${encodeURIComponent(data.slug)}`}
              state={listSearch === undefined ? undefined : fromListState(listSearch)}
              // At least 44 px to touch; on the compact card the box reaches 12 px into the space
              // above and below the name, which keeps its height to its lines.
              className="-my-3 block rounded-sm py-3 text-white hover:text-violet-200 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none sm:my-0 sm:flex sm:min-h-11 sm:items-center sm:py-0"
            >
              {data.name}
            </Link>
          </h2>
          {artistNames && artistNames !== data.name && (
            <p className="truncate text-xs text-slate-400 sm:mt-0.5 sm:text-sm">{artistNames}</p>
          )}
        </div>
        <GenreBadges genres={genres} />
        {(data.stage || schedule) && (
          <p className="text-xs text-slate-300 sm:text-sm">
            {data.stage?.name}
            {data.stage && schedule && ' · '}
            {schedule}
          </p>
        )}
      </div>
      <div className="col-span-2 mt-auto flex flex-col gap-2 sm:gap-3 sm:p-4 sm:pt-3">
        <VoteButtons set={data} signedIn={signedIn} onVote={onVote} />
        {perspectiveTally ? (
          <TallyCountsList tally={perspectiveTally} label="Group votes" compact />
        ) : (
          <SetTally set={data} compact />
        )}
      </div>
    </Card>
  );
}
