import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { EditionsList_festival$key } from '../../__generated__/EditionsList_festival.graphql';
import { useCreateEditionMutation } from '../../mutations/admin/useEditionMutations';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { EditionForm, newEditionInput } from './EditionForm';
import { EditionRow } from './EditionRow';
import { toastFailure, toastSuccess } from './toasts';

/** A festival's editions: add, and per edition its link, Edit and Delete. */
export function EditionsList({ festival }: { festival: EditionsList_festival$key }) {
  const f = useFragment(
    graphql`
      fragment EditionsList_festival on Festival {
        id
        name
        editions {
          id
          ...EditionRow_edition
        }
      }
    `,
    festival,
  );
  const [adding, setAdding] = useState(false);
  const [create] = useCreateEditionMutation();
  return (
    <section className="space-y-4">
      <p>
        <Link to="/admin/festivals" className="inline-flex min-h-11 items-center text-sm text-violet-300 hover:underline md:min-h-0">
          ← Festivals
        </Link>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{f.name}: editions</h2>
        <Button onClick={() => setAdding(true)}>Add Edition</Button>
      </div>
      <ul className="space-y-2">
        {f.editions.map((e) => (
          <EditionRow key={e.id} edition={e} festivalId={f.id} />
        ))}
      </ul>
      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent title="Add Edition">
          <EditionForm
            submitLabel="Create Edition"
            onSubmit={async (v) => {
              try {
                await create({ festivalId: f.id, ...newEditionInput(v) });
                toastSuccess('Festival edition created successfully');
                setAdding(false);
              } catch (err) {
                toastFailure(err, 'Failed to create festival edition');
              }
            }}
          />
        </DialogContent>
      </Dialog>
    </section>
  );
}
