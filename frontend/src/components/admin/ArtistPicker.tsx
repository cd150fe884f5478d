import { Suspense, useDeferredValue, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ArtistPickerQuery } from '../../__generated__/ArtistPickerQuery.graphql';
import { inputClass } from './Field';

export type PickedArtist = { id: string; name: string };

type Props = { value: PickedArtist[]; onChange: (next: PickedArtist[]) => void };

/** A multi-select of artists: chosen ones as removable chips, a search to add more. */
export function ArtistPicker({ value, onChange }: Props) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  return (
    <div className="space-y-2">
      <ul aria-label="Selected artists" className="flex flex-wrap gap-1">
        {value.map((a) => (
          <li key={a.id} className="flex items-center gap-1 rounded-full bg-violet-700/40 px-2 py-0.5 text-sm">
            {a.name}
            <button
              type="button"
              aria-label={`Remove ${a.name}`}
              className="text-slate-300 hover:text-white"
              onClick={() => onChange(value.filter((x) => x.id !== a.id))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        className={inputClass}
        placeholder="Search artists"
        aria-label="Search artists"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <Suspense fallback={<p className="text-sm text-slate-400">Loading</p>}>
        <Results search={deferred} value={value} onChange={onChange} />
      </Suspense>
    </div>
  );
}

function Results({ search, value, onChange }: { search: string } & Props) {
  const data = useLazyLoadQuery<ArtistPickerQuery>(
    graphql`
      query ArtistPickerQuery($search: String) {
        artists(search: $search, first: 20) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    { search: search.trim() || null },
    { fetchPolicy: 'store-and-network' },
  );
  const chosen = new Set(value.map((a) => a.id));
  const options = data.artists.edges.map((e) => e.node).filter((a) => !chosen.has(a.id));
  if (options.length === 0) return <p className="text-sm text-slate-400">No artists found</p>;
  return (
    <ul aria-label="Artists" className="max-h-40 overflow-y-auto rounded-md border border-slate-700">
      {options.map((a) => (
        <li key={a.id}>
          <button
            type="button"
            className="w-full px-3 py-1 text-left text-sm hover:bg-slate-800"
            onClick={() => onChange([...value, { id: a.id, name: a.name }])}
          >
            {a.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
