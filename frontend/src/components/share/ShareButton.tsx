import { useState } from 'react';
import { Button } from '../ui/button';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useSharePlan, type SharedLink } from '../../mutations/useSharePlanMutation';

type Props = { editionId: string; groupId?: string | null; kind?: 'PLAN' | 'RECAP'; label?: string };

/**
 * "Share": makes a read-only link, then offers it through the Web Share API where the device has
 * one (phones), else copies it; the link and its QR code stay shown (the link is shown only now).
 */
export function ShareButton({ editionId, groupId = null, kind = 'PLAN', label = 'Share' }: Props) {
  const [share, isPending] = useSharePlan();
  const [link, setLink] = useState<SharedLink | null>(null);

  const offer = async (made: SharedLink) => {
    const nav = navigator as Navigator & { share?: (data: ShareData) => Promise<void> };
    if (typeof nav.share === 'function' && window.matchMedia?.('(pointer: coarse)').matches) {
      try {
        await nav.share({ title: kind === 'RECAP' ? 'My festival recap' : 'My festival plan', url: made.url });
        return;
      } catch {
        // Cancelled or refused: the link is still shown to copy.
      }
    }
    try {
      await navigator.clipboard.writeText(made.url);
      toast.success('Link copied');
    } catch {
      // No clipboard (insecure context): the link is shown to copy by hand.
    }
  };

  const onClick = async () => {
    try {
      const made = await share({ editionId, groupId, kind });
      setLink(made);
      await offer(made);
    } catch (error) {
      toast.error('Failed to share', { description: errorMessage(error, 'Failed to share') });
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Button variant="outline" size="sm" onClick={onClick} disabled={isPending}>
        {label}
      </Button>
      {link && (
        <div className="flex flex-col gap-2 rounded-md border border-slate-700 p-3 text-sm text-slate-200" data-testid="share-link">
          <p>Anyone with this link can see the sets (no votes, no group). Revoke it in your profile.</p>
          <input
            readOnly
            aria-label="Share link"
            value={link.url}
            className="w-full rounded border border-slate-600 bg-slate-900 px-2 py-1 text-slate-100"
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" size="sm" onClick={() => void offer(link)}>
              Copy link
            </Button>
            <img src={link.qrCode} alt="QR code of the share link" width={160} height={160} className="rounded bg-white p-1" />
          </div>
        </div>
      )}
    </div>
  );
}
