import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { RecapRouteQuery } from '../../__generated__/RecapRouteQuery.graphql';
import { LoadingText } from '../../components/layout/LoadingText';
import { ShareButton } from '../../components/share/ShareButton';
import type { HostInfo } from '../../lib/host';
import { useEditionBasePath } from '../../lib/useEditionBasePath';
import { preloadRouteQuery } from '../../relay/preload';
import { festivalSlugOf } from '../EditionListRoute';

// /…/recap (issue 36): the viewer's festival recap, from the day after the edition ends: sets
// seen, hours of music, the plan's walking distance, top genres and stage, the highest-rated set,
// and per group the sets the crew saw together. Shareable like the plan.
const query = graphql`
  query RecapRouteQuery($festivalSlug: String!, $editionSlug: String!) {
    viewer {
      email
    }
    festival(slug: $festivalSlug) {
      name
      edition(slug: $editionSlug) {
        id
        name
        recap {
          sets {
            stars
            set {
              id
              slug
              name
              stage {
                name
              }
            }
          }
          musicMinutes
          walkingMeters
          topGenres
          topStage
          highestRated {
            stars
            set {
              name
            }
          }
          groups {
            group {
              id
              name
            }
            sets {
              id
              name
            }
          }
        }
      }
    }
  }
`;

export function recapLoader(environment: Environment, host: HostInfo) {
  return ({ params }: LoaderFunctionArgs) => ({
    queryRef: preloadRouteQuery<RecapRouteQuery>(environment, 'recap', query, {
      festivalSlug: festivalSlugOf(params, host),
      editionSlug: params.editionSlug ?? '',
    }),
  });
}

export function RecapRoute() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<RecapRouteQuery> };
  return (
    <Suspense fallback={<LoadingText>Loading recap...</LoadingText>}>
      <Recap queryRef={queryRef} />
    </Suspense>
  );
}

function hours(minutes: number): string {
  return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}`;
}

function Recap({ queryRef }: { queryRef: PreloadedQuery<RecapRouteQuery> }) {
  const data = usePreloadedQuery<RecapRouteQuery>(query, queryRef);
  const basePath = useEditionBasePath();
  const edition = data.festival?.edition;
  if (!edition) return <p className="p-4 text-slate-300">Edition not found.</p>;
  const recap = edition.recap;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-6">
      <h1 className="text-2xl font-bold text-white">Your {data.festival?.name} {edition.name} recap</h1>
      {!data.viewer ? (
        <p className="text-slate-300">Sign in to see your recap.</p>
      ) : !recap ? (
        <p className="text-slate-300">Your recap opens the day after the festival ends.</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 text-sm" aria-label="Recap figures">
            <Figure label="Sets seen" value={String(recap.sets.length)} />
            <Figure label="Hours of music" value={hours(recap.musicMinutes)} />
            <Figure label="Walked (plan)" value={`${(recap.walkingMeters / 1000).toFixed(1)} km`} />
            <Figure label="Top stage" value={recap.topStage ?? '—'} />
            <Figure label="Top genres" value={recap.topGenres.join(', ') || '—'} />
            <Figure label="Highest rated" value={recap.highestRated ? `${recap.highestRated.set.name} (${recap.highestRated.stars} ★)` : '—'} />
          </dl>
          <section aria-labelledby="recap-sets" className="flex flex-col gap-2">
            <h2 id="recap-sets" className="text-lg font-semibold text-white">
              Sets you saw
            </h2>
            <ul className="flex flex-col gap-1 text-sm text-slate-200">
              {recap.sets.map((s) => (
                <li key={s.set.id}>
                  <Link to={`${basePath}/sets/${encodeURIComponent(s.set.slug)}`} className="hover:underline">
                    {s.set.name}
                  </Link>
                  {s.set.stage ? ` · ${s.set.stage.name}` : ''}
                  {s.stars ? ` · ${'★'.repeat(s.stars)}` : ''}
                </li>
              ))}
            </ul>
          </section>
          {recap.groups.map((g) => (
            <section key={g.group.id} className="flex flex-col gap-1 text-sm text-slate-200">
              <h2 className="text-base font-semibold text-white">With {g.group.name}</h2>
              {g.sets.length === 0 ? <p className="text-slate-400">No sets together.</p> : <p>{g.sets.map((s) => s.name).join(', ')}</p>}
            </section>
          ))}
          <ShareButton editionId={edition.id} kind="RECAP" label="Share my recap" />
        </>
      )}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md border border-slate-700 p-3">
      <dt className="text-slate-400">{label}</dt>
      <dd className="text-base font-semibold text-white">{value}</dd>
    </div>
  );
}
