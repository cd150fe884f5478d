import { useDeferredValue, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import type { ArtistsPageArchiveMutation } from '../../__generated__/ArtistsPageArchiveMutation.graphql';
import type { ArtistsPageCreateMutation } from '../../__generated__/ArtistsPageCreateMutation.graphql';
import type { ArtistsPageQuery } from '../../__generated__/ArtistsPageQuery.graphql';
import type { ArtistsPageUpdateMutation } from '../../__generated__/ArtistsPageUpdateMutation.graphql';
import { ArtistForm, type ArtistValues } from '../../components/admin/ArtistForm';
import { SmallBadge } from '../../components/admin/Badge';
import { inputClass } from '../../components/admin/Field';
import { toastFailure, toastSuccess } from '../../components/admin/toasts';
import { useFetchKey } from '../../components/admin/useFetchKey';
import { ConfirmDialog } from '../../components/groups/ConfirmDialog';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { commitAsync } from '../../mutations/commitAsync';

type Artist = ArtistsPageQuery['response']['artists']['edges'][number]['node'];

const toInput = (v: ArtistValues) => ({
  name: v.name.trim(),
  description: v.description.trim() || null,
  spotifyUrl: v.spotifyUrl || null,
  soundcloudUrl: v.soundcloudUrl || null,
  imageUrl: v.imageUrl || null,
  genreIds: v.genreIds,
});

/** /admin and /admin/artists: the searchable artists table, add, edit, archive. */
export default function ArtistsPage() {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const [fetchKey, refresh] = useFetchKey();
  const data = useLazyLoadQuery<ArtistsPageQuery>(
    graphql`
      query ArtistsPageQuery($search: String) {
        artists(search: $search, first: 100) {
          edges {
            node {
              id
              name
              description
              spotifyUrl
              soundcloudUrl
              imageUrl
              genres {
                id
                name
              }
            }
          }
        }
        musicGenres {
          id
          name
        }
      }
    `,
    { search: deferred || null },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Artist | null>(null);
  const [create] = useMutation<ArtistsPageCreateMutation>(graphql`
    mutation ArtistsPageCreateMutation($input: CreateArtistInput!) {
      createArtist(input: $input) {
        artist {
          id
        }
      }
    }
  `);
  const [update] = useMutation<ArtistsPageUpdateMutation>(graphql`
    mutation ArtistsPageUpdateMutation($input: UpdateArtistInput!) {
      updateArtist(input: $input) {
        artist {
          id
          name
          description
          spotifyUrl
          soundcloudUrl
          imageUrl
          genres {
            id
            name
          }
        }
      }
    }
  `);
  const [archive] = useMutation<ArtistsPageArchiveMutation>(graphql`
    mutation ArtistsPageArchiveMutation($input: ArchiveArtistInput!) {
      archiveArtist(input: $input) {
        archivedArtistId
      }
    }
  `);
  const run = async (work: () => Promise<unknown>, ok: string, fail: string, after?: () => void) => {
    try {
      await work();
      toastSuccess(ok);
      after?.();
      refresh();
    } catch (err) {
      toastFailure(err, fail);
    }
  };
  const artists = data.artists.edges.map((e) => e.node);
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
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-slate-400">
            <tr>
              <th className="p-2">Name</th>
              <th className="p-2">Description</th>
              <th className="p-2">Genres</th>
              <th className="p-2">Links</th>
              <th className="p-2">Actions</th>
            </tr>
          </thead>
          <tbody>
            {artists.map((a) => (
              <tr key={a.id} className="border-t border-slate-800">
                <td className="p-2 font-medium">{a.name}</td>
                <td className="max-w-xs truncate p-2 text-slate-300">{a.description}</td>
                <td className="p-2">
                  <div className="flex flex-wrap gap-1">
                    {a.genres.map((g) => (
                      <SmallBadge key={g.id}>{g.name}</SmallBadge>
                    ))}
                  </div>
                </td>
                <td className="space-x-2 p-2">
                  {a.spotifyUrl && (
                    <a className="text-violet-300 hover:underline" href={a.spotifyUrl} target="_blank" rel="noreferrer">
                      Spotify
                    </a>
                  )}
                  {a.soundcloudUrl && (
                    <a className="text-violet-300 hover:underline" href={a.soundcloudUrl} target="_blank" rel="noreferrer">
                      SoundCloud
                    </a>
                  )}
                </td>
                <td className="flex gap-2 p-2">
                  <Button size="sm" variant="outline" onClick={() => setEditing(a)}>
                    Edit
                  </Button>
                  <ConfirmDialog
                    trigger={(open) => (
                      <Button size="sm" variant="destructive" onClick={open}>
                        Archive
                      </Button>
                    )}
                    title="Archive artist"
                    description={`Are you sure you want to archive "${a.name}"? This will hide the artist but keep all data.`}
                    confirmLabel="Archive"
                    onConfirm={() =>
                      run(
                        () => commitAsync(archive, { variables: { input: { artistId: a.id } } }),
                        'Artist archived successfully',
                        'Failed to archive artist',
                      )
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {artists.length === 0 && <p className="p-2 text-slate-400">No artists found</p>}
      </div>
      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent title="Add Artist">
          <ArtistForm
            genres={data.musicGenres}
            submitLabel="Create Artist"
            onSubmit={(v) =>
              run(
                () => commitAsync(create, { variables: { input: toInput(v) } }),
                'Artist created successfully',
                'Failed to create artist',
                () => setAdding(false),
              )
            }
          />
        </DialogContent>
      </Dialog>
      <Dialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)}>
        {editing && (
          <DialogContent title="Edit Artist">
            <ArtistForm
              genres={data.musicGenres}
              submitLabel="Save"
              initial={{
                name: editing.name,
                description: editing.description ?? '',
                spotifyUrl: editing.spotifyUrl ?? '',
                soundcloudUrl: editing.soundcloudUrl ?? '',
                imageUrl: editing.imageUrl ?? '',
                genreIds: editing.genres.map((g) => g.id),
              }}
              onSubmit={(v) =>
                run(
                  () => commitAsync(update, { variables: { input: { artistId: editing.id, ...toInput(v) } } }),
                  'Artist updated successfully',
                  'Failed to update artist',
                  () => setEditing(null),
                )
              }
            />
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}
