import { useEffect, useRef, useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { ArtistPicker_query$key } from '../../__generated__/ArtistPicker_query.graphql';
import { inputClass } from './Field';

export type PickedArtist = { id: string; name: string };

type Props = { query: ArtistPicker_query$key; value: PickedArtist[]; onChange: (next: PickedArtist[]) => void };

const DELAY_MS = 250;

/**
 * A multi-select of artists: chosen ones as removable chips, a search to add more. The first
 * artists come with the route's query; a search refetches this fragment (debounced).
 */
export function ArtistPicker({ query, value, onChange }: Props) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment ArtistPicker_query on Query
      @refetchable(queryName: "ArtistPickerRefetchQuery")
      @argumentDefinitions(pickerSearch: { type: "String" }) {
        pickerArtists: artists(search: $pickerSearch, first: 20) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    query,
  );
  const [search, setSearch] = useState('');
  const [pending, startTransition] = useTransition();
  const searched = useRef('');
  useEffect(() => {
    if (search.trim() === searched.current) return;
    const timer = setTimeout(() => {
      searched.current = search.trim();
      startTransition(() => {
        refetch({ pickerSearch: search.trim() || null }, { fetchPolicy: 'store-or-network' });
      });
    }, DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, refetch]);
  const chosen = new Set(value.map((a) => a.id));
  const options = data.pickerArtists.edges.map((e) => e.node).filter((a) => !chosen.has(a.id));
  return (
    <div className="space-y-2">
      <ul aria-label="Selected artists" className="flex flex-wrap gap-1">
        {value.map((a) => (
          <li key={a.id} className="flex items-center gap-1 rounded-full bg-violet-700/40 py-0.5 pl-2 text-sm">
            {a.name}
            <button
              type="button"
              aria-label={`Remove ${a.name}`}
              className="min-h-11 min-w-11 text-slate-300 hover:text-white md:min-h-0 md:min-w-6"
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
      {options.length === 0 ? (
        <p className="text-sm text-slate-400">{pending ? 'Loading' : 'No artists found'}</p>
      ) : (
        <ul aria-label="Artists" className={`max-h-40 overflow-y-auto rounded-md border border-slate-700 ${pending ? 'opacity-60' : ''}`}>
          {options.map((a) => (
            <li key={a.id}>
              <button
                type="button"
                className="min-h-11 w-full px-3 py-1 text-left text-sm hover:bg-slate-800 md:min-h-0"
                onClick={() => onChange([...value, { id: a.id, name: a.name }])}
              >
                {a.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
