import { useState, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { Dialog, DialogClose, DialogContent } from '../ui/dialog';

type Props = {
  /** The button that opens the confirmation. */
  trigger: (open: () => void) => ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Resolves when done; the dialog closes after it (also when it fails: the caller toasts). */
  onConfirm: () => Promise<unknown>;
};

/** A destructive action behind an 'Are you sure?' step (alertdialog: Escape or Cancel backs out). */
export function ConfirmDialog({ trigger, title, description, confirmLabel, onConfirm }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      {trigger(() => setOpen(true))}
      <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
        <DialogContent role="alertdialog" title={title} description={description} hideClose>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="destructive" onClick={() => void confirm()} disabled={busy}>
              {busy ? 'Working...' : confirmLabel}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
