import { ConfirmDialog } from '../groups/ConfirmDialog';
import { Button } from '../ui/button';
import { actionsClass } from './table';
import { toastFailure, toastSuccess } from './toasts';

/** What a row's destructive button does: its label, the confirmation, the write, the toasts. */
export type RowRemoval = {
  label: 'Archive' | 'Delete';
  title: string;
  description: string;
  run: () => Promise<unknown>;
  done: string;
  failed: string;
};

/** A row's Edit button and its Archive (or Delete) button behind a confirmation. */
export function RowActions({ onEdit, removal }: { onEdit: () => void; removal: RowRemoval }) {
  return (
    <div className={actionsClass}>
      <Button size="sm" variant="outline" onClick={onEdit}>
        Edit
      </Button>
      <ConfirmDialog
        trigger={(open) => (
          <Button size="sm" variant="destructive" onClick={open}>
            {removal.label}
          </Button>
        )}
        title={removal.title}
        description={removal.description}
        confirmLabel={removal.label}
        onConfirm={async () => {
          try {
            await removal.run();
            toastSuccess(removal.done);
          } catch (err) {
            toastFailure(err, removal.failed);
          }
        }}
      />
    </div>
  );
}
