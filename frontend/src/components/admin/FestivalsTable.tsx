import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { FestivalsTable_query$key } from '../../__generated__/FestivalsTable_query.graphql';
import { useCreateFestivalMutation } from '../../mutations/admin/useFestivalMutations';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { FestivalForm } from './FestivalForm';
import { FestivalRow } from './FestivalRow';
import { LoadMore } from './LoadMore';
import { cellClass, frameClass, headClass, tableClass } from './table';
import { toastFailure, toastSuccess } from './toasts';

export const FESTIVALS_PAGE = 50;

/** The festivals table (by name, drafts included), paged; add, edit, delete, logos. */
export function FestivalsTable({ query }: { query: FestivalsTable_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment FestivalsTable_query on Query
      @refetchable(queryName: "FestivalsTablePaginationQuery")
      @argumentDefinitions(first: { type: "Int!" }, after: { type: "String" }) {
        festivals(first: $first, after: $after) @connection(key: "FestivalsTable_festivals") {
          __id
          edges {
            node {
              id
              ...FestivalRow_festival
            }
          }
        }
      }
    `,
    query,
  );
  const [adding, setAdding] = useState(false);
  const [create] = useCreateFestivalMutation();
  const connection = data.festivals;
  return (
    <section className="space-y-4">
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-semibold">Festivals</h2>
        <Button onClick={() => setAdding(true)}>Add Festival</Button>
      </div>
      <div className={frameClass}>
        <table className={tableClass}>
          <thead className={headClass}>
            <tr>
              <th className={cellClass}>Name</th>
              <th className={cellClass}>Slug</th>
              <th className={cellClass}>Status</th>
              <th className={cellClass}>Logo</th>
              <th className={cellClass}>Actions</th>
            </tr>
          </thead>
          <tbody>
            {connection.edges.map(({ node }) => (
              <FestivalRow key={node.id} festival={node} connectionId={connection.__id} />
            ))}
          </tbody>
        </table>
      </div>
      {hasNext && (
        <LoadMore shown={connection.edges.length} noun="festivals" hasNext loading={isLoadingNext} onLoadMore={() => loadNext(FESTIVALS_PAGE)} />
      )}
      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent title="Add Festival">
          <FestivalForm
            submitLabel="Create Festival"
            onSubmit={async (v) => {
              try {
                await create(v, [connection.__id]);
                toastSuccess('Festival created successfully');
                setAdding(false);
              } catch (err) {
                toastFailure(err, 'Failed to create festival');
              }
            }}
          />
        </DialogContent>
      </Dialog>
    </section>
  );
}
