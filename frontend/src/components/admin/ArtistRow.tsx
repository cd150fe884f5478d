import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ArtistRow_artist$key } from '../../__generated__/ArtistRow_artist.graphql';
import { useArchiveArtistMutation, useUpdateArtistMutation } from '../../mutations/admin/useArtistMutations';
import { Dialog, DialogContent } from '../ui/dialog';
import { ArtistForm, artistInput } from './ArtistForm';
import { SmallBadge } from './Badge';
import { cellClass, rowClass, titleCellClass } from './table';
import { RowActions } from './RowActions';
import { toastFailure, toastSuccess } from './toasts';

type Props = { artist: ArtistRow_artist$key; genres: ReadonlyArray<{ id: string; name: string }>; connectionId: string };

/** One artist of the admin table (a card on a phone): Edit opens the form, Archive confirms. */
export function ArtistRow({ artist, genres, connectionId }: Props) {
  const a = useFragment(
    graphql`
      fragment ArtistRow_artist on Artist {
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
    `,
    artist,
  );
  const [editing, setEditing] = useState(false);
  const [update] = useUpdateArtistMutation();
  const [archive] = useArchiveArtistMutation();
  return (
    <tr className={rowClass}>
      <td className={titleCellClass}>{a.name}</td>
      <td className={`${cellClass} text-slate-300 md:max-w-xs md:truncate`}>{a.description}</td>
      <td className={cellClass}>
        <div className="flex flex-wrap gap-1">
          {a.genres.map((g) => (
            <SmallBadge key={g.id}>{g.name}</SmallBadge>
          ))}
        </div>
      </td>
      <td className={`${cellClass} space-x-3`}>
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
      <td className={cellClass}>
        <RowActions
          onEdit={() => setEditing(true)}
          removal={{
            label: 'Archive',
            title: 'Archive artist',
            description: `Are you sure you want to archive "${a.name}"? This will hide the artist but keep all data.`,
            run: () => archive(a.id, [connectionId]),
            done: 'Artist archived successfully',
            failed: 'Failed to archive artist',
          }}
        />
        <Dialog open={editing} onOpenChange={setEditing}>
          {editing && (
            <DialogContent title="Edit Artist">
              <ArtistForm
                genres={genres}
                submitLabel="Save"
                initial={{
                  name: a.name,
                  description: a.description ?? '',
                  spotifyUrl: a.spotifyUrl ?? '',
                  soundcloudUrl: a.soundcloudUrl ?? '',
                  imageUrl: a.imageUrl ?? '',
                  genreIds: a.genres.map((g) => g.id),
                }}
                onSubmit={async (v) => {
                  try {
                    await update({ artistId: a.id, ...artistInput(v) });
                    toastSuccess('Artist updated successfully');
                    setEditing(false);
                  } catch (err) {
                    toastFailure(err, 'Failed to update artist');
                  }
                }}
              />
            </DialogContent>
          )}
        </Dialog>
      </td>
    </tr>
  );
}
