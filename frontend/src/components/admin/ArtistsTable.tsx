import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ArtistsTable_query$key } from '../../__generated__/ArtistsTable_query.graphql';
import { useCreateArtistMutation } from '../../mutations/admin/useArtistMutations';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { ArtistForm, artistInput } from './ArtistForm';
import { ArtistRow } from './ArtistRow';
import { inputClass } from './Field';
import { LoadMore } from './LoadMore';
import { cellClass, frameClass, headClass, tableClass } from './table';
import { toastFailure, toastSuccess } from './toasts';
import { useSearchBox } from './useSearchBox';

export const ARTISTS_PAGE = 50;

type Genres = ReadonlyArray<{ id: string; name: string }>;

/** The searchable, paged artists table (newest first) with its count; add, edit, archive. */
export function ArtistsTable({ query, genres }: { query: ArtistsTable_query$key; genres: Genres }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment ArtistsTable_query on Query
      @refetchable(queryName: "ArtistsTablePaginationQuery")
      @argumentDefinitions(first: { type: "Int!" }, after: { type: "String" }, search: { type: "String" }) {
        artists(search: $search, first: $first, after: $after) @connection(key: "ArtistsTable_artists") {
          __id
          totalCount
          edges {
            node {
              id
              ...ArtistRow_artist
            }
          }
        }
      }
    `,
    query,
  );
  const [searching, startSearch] = useTransition();
  const [text, setText] = useSearchBox((search) => startSearch(() => {
      refetch({ search, first: ARTISTS_PAGE });
    }));
  const [adding, setAdding] = useState(false);
  const [create] = useCreateArtistMutation();
  const connection = data.artists;
  const artists = connection.edges;
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">Artists</h2>
        <Button onClick={() => setAdding(true)}>Add Artist</Button>
      </div>
      <input
        className={inputClass}
        type="search"
        placeholder="Search artists..."
        aria-label="Search artists"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className={searching ? 'opacity-60' : undefined}>
        {artists.length === 0 ? (
          <p className="p-2 text-slate-400">No artists found</p>
        ) : (
          <div className={frameClass}>
            <table className={tableClass}>
              <thead className={headClass}>
                <tr>
                  <th className={cellClass}>Name</th>
                  <th className={cellClass}>Description</th>
                  <th className={cellClass}>Genres</th>
                  <th className={cellClass}>Links</th>
                  <th className={cellClass}>Actions</th>
                </tr>
              </thead>
              <tbody>
                {artists.map(({ node }) => (
                  <ArtistRow key={node.id} artist={node} genres={genres} connectionId={connection.__id} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <LoadMore
        shown={artists.length}
        total={connection.totalCount}
        noun="artists"
        hasNext={hasNext}
        loading={isLoadingNext}
        onLoadMore={() => loadNext(ARTISTS_PAGE)}
      />
      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent title="Add Artist">
          <ArtistForm
            genres={genres}
            submitLabel="Create Artist"
            onSubmit={async (v) => {
              try {
                await create(artistInput(v), [connection.__id]);
                toastSuccess('Artist created successfully');
                setAdding(false);
              } catch (err) {
                toastFailure(err, 'Failed to create artist');
              }
            }}
          />
        </DialogContent>
      </Dialog>
    </section>
  );
}
