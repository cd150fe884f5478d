import { graphql, useFragment } from 'react-relay';
import type { SetDetail_set$key } from '../../__generated__/SetDetail_set.graphql';
import { safeHttpUrl } from '../../lib/format';
import { useUse24Hour } from '../../lib/clockPreference';
import { formatSetSchedule } from '../../lib/setTime';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { ArtistCollage } from './ArtistCollage';
import { GenreBadges } from './GenreBadges';
import { SetTally } from './SetTally';
import { VoteButtons } from './VoteButtons';

const followers = new Intl.NumberFormat('en-US');

/** A set's page: image, artists (genres, SoundCloud followers, links), description, stage and time, votes. */
export function SetDetail({
  set,
  timeZone,
  signedIn,
}: {
  set: SetDetail_set$key;
  timeZone: string;
  signedIn: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment SetDetail_set on Set @argumentDefinitions(shared: { type: "Boolean", defaultValue: false }) {
        id
        name
        description
        timeStart
        timeEnd
        edition {
          dayStartHour
        }
        stage {
          name
        }
        artists {
          id
          name
          description
          imageUrl
          spotifyUrl
          soundcloudUrl
          soundcloudFollowers
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
  const use24Hour = useUse24Hour();
  const schedule = formatSetSchedule(data.timeStart, data.timeEnd, timeZone, {
    use24Hour,
    dayStartHour: data.edition.dayStartHour,
  });

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <ArtistCollage artists={data.artists} shape="square" className="aspect-square w-full rounded-xl" />
      <div className="flex min-w-0 flex-col gap-4">
        <div>
          <h2 className="text-3xl font-bold text-white">{data.name}</h2>
          {(data.stage || schedule) && (
            <p className="mt-1 text-slate-300">
              {data.stage?.name}
              {data.stage && schedule && ' · '}
              {schedule}
            </p>
          )}
        </div>
        {data.description && <p className="whitespace-pre-line text-slate-300">{data.description}</p>}
        <Card>
          <CardHeader>
            <CardTitle>Your vote</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <VoteButtons set={data} signedIn={signedIn} />
            <SetTally set={data} />
          </CardContent>
        </Card>
        <section aria-labelledby="set-artists" className="flex flex-col gap-3">
          <h3 id="set-artists" className="text-lg font-semibold">
            {data.artists.length === 1 ? 'Artist' : 'Artists'}
          </h3>
          <ul className="flex flex-col gap-3">
            {data.artists.map((artist) => {
              const spotify = safeHttpUrl(artist.spotifyUrl);
              const soundcloud = safeHttpUrl(artist.soundcloudUrl);
              return (
                <li key={artist.id} className="rounded-lg border border-slate-800 bg-slate-900/60 p-4">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h4 className="font-semibold text-white">{artist.name}</h4>
                    {artist.soundcloudFollowers > 0 && (
                      <span className="text-sm text-slate-400">
                        {followers.format(artist.soundcloudFollowers)} SoundCloud followers
                      </span>
                    )}
                  </div>
                  <div className="mt-2">
                    <GenreBadges genres={artist.genres} />
                  </div>
                  {artist.description && <p className="mt-2 text-sm text-slate-300">{artist.description}</p>}
                  {(spotify || soundcloud) && (
                    <div className="mt-3 flex flex-wrap gap-3 text-sm">
                      {spotify && (
                        <a
                          href={spotify}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="inline-flex min-h-11 min-w-11 items-center text-emerald-300 underline underline-offset-4"
                        >
                          Spotify<span className="sr-only"> for {artist.name} (opens in a new tab)</span>
                        </a>
                      )}
                      {soundcloud && (
                        <a
                          href={soundcloud}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="inline-flex min-h-11 min-w-11 items-center text-orange-300 underline underline-offset-4"
                        >
                          SoundCloud<span className="sr-only"> for {artist.name} (opens in a new tab)</span>
                        </a>
                      )}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </div>
  );
}
