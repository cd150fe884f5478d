import { Dialog, DialogClose, DialogContent } from '../ui/dialog';
import { Button } from '../ui/button';

/** Placeholder until passwordless sign-in lands (e-mail, then the 6-digit code). */
export function SignInDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Join the Festival!" description="Sign-in is not available yet.">
        <p className="text-sm text-slate-300">
          Soon you will sign in with your e-mail address and a 6-digit code, then vote on sets and compare votes with
          your groups. Until then you can browse festivals, editions and sets.
        </p>
        <div className="mt-6 flex justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
