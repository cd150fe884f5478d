import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { NotificationSettings_viewer$key } from '../../__generated__/NotificationSettings_viewer.graphql';
import { toast } from '../../lib/toast';
import {
  useAddPushSubscriptionMutation,
  useRemovePushSubscriptionMutation,
  useSendTestNotificationMutation,
  useSetReminderMinutesMutation,
} from '../../mutations/useNotificationSettingsMutations';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

const LEADS = [
  { value: '', label: 'Off' },
  { value: '5', label: '5 minutes before' },
  { value: '10', label: '10 minutes before' },
  { value: '15', label: '15 minutes before' },
  { value: '30', label: '30 minutes before' },
];

/** The applicationServerKey of PushManager.subscribe, from the server's base64url VAPID key. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window
  );
}

/**
 * Profile: the reminder lead time (before a Must Go or planned set starts), Web Push on this
 * device (opt-in: asks the browser's permission, subscribes with the server's VAPID key and keeps
 * the subscription on the server), and a test notification.
 */
export function NotificationSettings({ viewer }: { viewer: NotificationSettings_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment NotificationSettings_viewer on Viewer {
        notificationSettings {
          reminderMinutes
          pushDevices
          vapidPublicKey
        }
      }
    `,
    viewer,
  );
  // Missing from a profile saved offline before this card existed.
  const settings = data.notificationSettings as typeof data.notificationSettings | undefined;
  const [setLead] = useSetReminderMinutesMutation();
  const [add] = useAddPushSubscriptionMutation();
  const [remove] = useRemovePushSubscriptionMutation();
  const [sendTest, testing] = useSendTestNotificationMutation();
  const [pushOn, setPushOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!pushSupported()) return;
    let live = true;
    void navigator.serviceWorker.ready
      .then((reg) => reg.pushManager.getSubscription())
      .then((sub) => live && setPushOn(sub != null))
      .catch(() => live && setPushOn(false));
    return () => {
      live = false;
    };
  }, []);

  const togglePush = async () => {
    setBusy(true);
    try {
      const reg = await navigator.serviceWorker.ready;
      const current = await reg.pushManager.getSubscription();
      if (current) {
        void remove(current.endpoint).catch(() => toast('Could not turn off push notifications on the server.'));
        await current.unsubscribe();
        setPushOn(false);
        return;
      }
      if ((await Notification.requestPermission()) !== 'granted') {
        toast('Notifications are blocked for this site in your browser settings.');
        return;
      }
      const sub = await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(settings?.vapidPublicKey ?? ''),
      });
      const json = sub.toJSON();
      // Refused (e.g. the endpoint belongs to another account): drop the browser's
      // subscription, so the next try subscribes afresh with a new endpoint.
      void add({ endpoint: sub.endpoint, p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' }).catch(() => {
        void sub.unsubscribe().catch(() => undefined);
        setPushOn(false);
        toast('Could not turn on push notifications. Try again.');
      });
      setPushOn(true);
    } catch {
      toast('Could not change push notifications on this device.');
    } finally {
      setBusy(false);
    }
  };

  if (!settings) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>
          When a set you voted Must Go or Interested on, or planned, moves or is cancelled, and before your Must Go sets
          start.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <label className="block text-sm text-slate-200">
          Reminder
          <select
            data-testid="reminder-minutes"
            className="mt-1 block min-h-11 w-full rounded-md border border-slate-700 bg-slate-900 px-3 text-slate-100"
            value={settings.reminderMinutes == null ? '' : String(settings.reminderMinutes)}
            onChange={(e) => {
              const v = e.target.value;
              void setLead(v === '' ? null : Number(v)).catch(() => toast('Could not save the reminder.'));
            }}
          >
            {LEADS.map((l) => (
              <option key={l.value} value={l.value}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
        {pushSupported() ? (
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              role="switch"
              aria-checked={pushOn === true}
              disabled={busy || pushOn === null}
              onClick={() => void togglePush()}
              data-testid="push-switch"
              className="inline-flex min-h-11 items-center gap-3 rounded-md text-sm text-slate-100 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
            >
              <span
                aria-hidden="true"
                className={`relative inline-block h-6 w-11 rounded-full transition ${pushOn ? 'bg-violet-600' : 'bg-slate-700'}`}
              >
                <span
                  className={`absolute top-0.5 h-5 w-5 rounded-full bg-white transition ${pushOn ? 'left-5' : 'left-0.5'}`}
                />
              </span>
              Push notifications on this device
            </button>
            <Button
              variant="outline"
              className="min-h-11"
              disabled={testing || settings.pushDevices === 0}
              onClick={() =>
                void sendTest().then(
                  (devices) => toast(devices > 0 ? 'Test notification sent.' : 'No device received it.'),
                  () => toast('Could not send a test notification.'),
                )
              }
            >
              Send me a test notification
            </Button>
          </div>
        ) : (
          <p className="text-sm text-slate-400">This browser cannot receive push notifications.</p>
        )}
      </CardContent>
    </Card>
  );
}
