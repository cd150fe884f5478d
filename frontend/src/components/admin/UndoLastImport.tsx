import { graphql, useFragment } from 'react-relay';
import type { UndoLastImport_edition$key } from '../../__generated__/UndoLastImport_edition.graphql';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/errors';
import { useUndoImportMutation } from '../../mutations/useImportMutations';
import { ConfirmDialog } from '../groups/ConfirmDialog';
import { Button } from '../ui/button';

type Props = { edition: UndoLastImport_edition$key; onUndone: () => void };

/** "Undo last import" while the edition's last import can be undone (24 hours), behind a confirmation. */
export function UndoLastImport({ edition, onUndone }: Props) {
  const data = useFragment(
    graphql`
      fragment UndoLastImport_edition on Edition {
        lastImport {
          id
          kind
          fileName
          rows
          appliedAt
          undoableUntil
        }
      }
    `,
    edition,
  );
  const [undo] = useUndoImportMutation();
  const last = data.lastImport;
  if (!last) return null;
  return (
    <ConfirmDialog
      trigger={(open) => (
        <Button variant="outline" onClick={open}>
          Undo last import
        </Button>
      )}
      title="Undo last import"
      description={`Undo the import of ${last.fileName} (${last.rows} ${last.kind === 'STAGES' ? 'stages' : 'sets'})? Changed rows get their values from before back and created rows are archived; sets that got votes since are kept.`}
      confirmLabel="Undo import"
      onConfirm={async () => {
        try {
          const r = await undo(last.id);
          toast.success('Import undone', { description: r.message });
          onUndone();
        } catch (err) {
          toast.error('Failed to undo the import', { description: errorMessage(err, 'Failed to undo the import') });
        }
      }}
    />
  );
}
