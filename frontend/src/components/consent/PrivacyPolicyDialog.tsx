import { Dialog, DialogContent } from '../ui/dialog';
import { useRestoreFocus } from './CookiePreferencesDialog';
import { PrivacyPolicyText } from './PrivacyPolicyText';

/** The footer's 'Privacy Policy': the 12 sections in a scrollable dialog (its own chunk). */
export function PrivacyPolicyDialog({ onClose }: { onClose: () => void }) {
  const restoreFocus = useRestoreFocus();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Privacy Policy" className="max-w-2xl" onCloseAutoFocus={restoreFocus}>
        <PrivacyPolicyText />
      </DialogContent>
    </Dialog>
  );
}
