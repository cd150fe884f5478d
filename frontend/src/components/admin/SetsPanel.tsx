import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ArtistPicker_query$key } from '../../__generated__/ArtistPicker_query.graphql';
import type { SetsPanel_edition$key } from '../../__generated__/SetsPanel_edition.graphql';
import { useCreateSetMutation } from '../../mutations/admin/useSetMutations';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { inputClass } from './Field';
import { LoadMore } from './LoadMore';
import { SetForm, setInput } from './SetForm';
import { SetRow } from './SetRow';
import { cellClass, frameClass, headClass, tableClass } from './table';
import { toastFailure, toastSuccess } from './toasts';
import { useSearchBox } from './useSearchBox';

export const SETS_PAGE = 100;

/**
 * The edition's sets (by start time; drafts' too): every one reachable through 'Load more', with
 * the count and a search by set or artist name (?q=); add, edit, archive.
 */
export function SetsPanel({ edition, picker }: { edition: SetsPanel_edition$key; picker: ArtistPicker_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment SetsPanel_edition on Edition
      @refetchable(queryName: "SetsPanelPaginationQuery")
      @argumentDefinitions(first: { type: "Int!" }, after: { type: "String" }, search: { type: "String" }) {
        id
        timeZone
        stages {
          id
          name
        }
        sets(first: $first, after: $after, sort: DATE_ASC, filter: { q: $search }) @connection(key: "SetsPanel_sets") {
          __id
          totalCount
          edges {
            node {
              id
              ...SetRow_set
            }
          }
        }
      }
    `,
    edition,
  );
  const [searching, startSearch] = useTransition();
  const [text, setText] = useSearchBox((search) => startSearch(() => {
      refetch({ search, first: SETS_PAGE });
    }));
  const [adding, setAdding] = useState(false);
  const [create] = useCreateSetMutation();
  const connection = data.sets;
  const sets = connection.edges;
  const searched = text.trim() !== '';
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <input
          className={`${inputClass} max-w-md`}
          type="search"
          placeholder="Search sets or artists..."
          aria-label="Search sets"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button onClick={() => setAdding(true)}>Add Set</Button>
      </div>
      <div className={searching ? 'opacity-60' : undefined}>
        {sets.length === 0 ? (
          <p className="text-slate-400">{searched ? 'No sets match this search.' : 'No sets found for the selected edition.'}</p>
        ) : (
          <div className={frameClass}>
            <table className={tableClass}>
              <thead className={headClass}>
                <tr>
                  <th className={cellClass}>Name</th>
                  <th className={cellClass}>Artists</th>
                  <th className={cellClass}>Stage</th>
                  <th className={cellClass}>Start</th>
                  <th className={cellClass}>End</th>
                  <th className={cellClass}>Actions</th>
                </tr>
              </thead>
              <tbody>
                {sets.map(({ node }) => (
                  <SetRow
                    key={node.id}
                    set={node}
                    stages={data.stages}
                    timeZone={data.timeZone}
                    picker={picker}
                    connectionId={connection.__id}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <LoadMore
        shown={sets.length}
        total={connection.totalCount}
        noun="sets"
        hasNext={hasNext}
        loading={isLoadingNext}
        onLoadMore={() => loadNext(SETS_PAGE)}
      />
      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent title="Add Set" className="max-w-lg">
          <SetForm
            stages={data.stages}
            timeZone={data.timeZone}
            picker={picker}
            submitLabel="Create Set"
            onSubmit={async (v) => {
              try {
                await create({ editionId: data.id, ...setInput(v) }, [connection.__id]);
                toastSuccess('Set created successfully');
                setAdding(false);
              } catch (err) {
                toastFailure(err, 'Failed to create set');
              }
            }}
          />
        </DialogContent>
      </Dialog>
    </div>
  );
}
