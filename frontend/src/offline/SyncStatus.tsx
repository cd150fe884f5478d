import { useEffect, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { syncNow } from './autoSync';
import { useOffline } from './useOffline';

/** Online or offline, and how many of the viewer's changes wait for the server (header). */
export function SyncStatus({ userId }: { userId: string | null }) {
  const offline = useOffline();
  const queued = useQueueSize(userId);
  const environment = useRelayEnvironment();

  // Send what waits as soon as the viewer is known and online (start, sign-in, reconnection).
  useEffect(() => {
    if (userId && !offline) void syncNow(environment).catch(() => undefined);
  }, [userId, offline, environment]);

  if (!offline && queued === 0) return null;
  return (
    <div className="flex items-center gap-2 text-xs" data-testid="sync-status" role="status">
      <span
        className={offline ? 'rounded-full bg-amber-500/20 px-2 py-0.5 text-amber-200' : 'rounded-full bg-emerald-500/20 px-2 py-0.5 text-emerald-200'}
      >
        {offline ? 'Offline' : 'Online'}
      </span>
      {queued > 0 && (
        <span className="text-slate-300" data-testid="sync-queue" aria-label={`${queued} unsynced changes`}>
          {queued} unsynced
        </span>
      )}
    </div>
  );
}

/** The sync queue size: the viewer's unsynced votes plus notes. */
export function useQueueSize(userId: string | null): number {
  // The count is kept with the user it belongs to, so another user's count is never shown.
  const [state, setState] = useState<{ userId: string; size: number } | null>(null);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    let stop = () => {};
    // The outbox's code loads with the sync (offline/autoSync), not with the header.
    void Promise.all([import('./db'), import('../relay/outbox')])
      .then(([{ offlineDB }, { countOutbox, onOutboxChange }]) => {
        if (!live) return;
        const recount = () =>
          void offlineDB()
            .then((db) => countOutbox(db, userId))
            .then((size) => live && setState({ userId, size }))
            .catch(() => undefined);
        recount();
        stop = onOutboxChange(recount);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      stop();
    };
  }, [userId]);
  return userId && state?.userId === userId ? state.size : 0;
}
