import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { toast } from '../../lib/toast';
import type { CalendarFeedPanel_edition$key } from '../../__generated__/CalendarFeedPanel_edition.graphql';
import { useEnableCalendarFeed } from '../../mutations/useEnableCalendarFeedMutation';
import { useRevokeCalendarFeed } from '../../mutations/useRevokeCalendarFeedMutation';
import { useSignInDialog } from '../layout/SignInDialogProvider';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../ui/dialog';

type Props = { edition: CalendarFeedPanel_edition$key; signedIn: boolean; timeZone: string };

/** 'webcal://…' for calendar apps that subscribe on a click. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong';
}

/**
 * The viewer's plan in their calendar: a private feed (turn on, regenerate, turn off) and a one-off
 * .ics download. The feed URL is shown once, right after it is made; the server keeps no readable copy.
 */
export function CalendarFeedPanel({ edition, signedIn, timeZone }: Props) {
  const data = useFragment(
    graphql`
      fragment CalendarFeedPanel_edition on Edition {
        id
        planDownloadPath
        calendarFeed {
          createdAt
        }
      }
    `,
    edition,
  );
  const signIn = useSignInDialog();
  const [enable, enabling] = useEnableCalendarFeed();
  const [revoke, revoking] = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  const onEnable = async () => {
    try {
      setUrl(await enable(data.id));
    } catch (error) {
      toast.error(errorText(error));
    }
  };
  const onRevoke = async () => {
    try {
      await revoke(data.id);
      setUrl(null);
      toast.success('Calendar feed turned off');
    } catch (error) {
      toast.error(errorText(error));
    }
  };
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy; select the link and copy it by hand');
    }
  };

  const since = data.calendarFeed
    ? new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone }).format(
        new Date(data.calendarFeed.createdAt),
      )
    : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setUrl(null); // the secret URL is shown once
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Calendar
        </Button>
      </DialogTrigger>
      <DialogContent title="Your plan in your calendar" description="Your Must Go and Interested sets.">
        {!signedIn ? (
          <div className="flex flex-col gap-3 text-sm text-slate-300">
            <p>Sign in to put your plan in your calendar.</p>
            <Button
              onClick={() => {
                setOpen(false);
                signIn.open();
              }}
            >
              Sign In / Sign Up
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-4 text-sm text-slate-300">
            {url && (
              <div className="flex flex-col gap-2 rounded-lg border border-violet-500/40 bg-violet-500/10 p-3">
                <label htmlFor="calendar-feed-url" className="font-medium text-slate-100">
                  Your private feed address
                </label>
                <input
                  id="calendar-feed-url"
                  readOnly
                  value={url}
                  onFocus={(e) => e.currentTarget.select()}
                  className="w-full rounded-md border border-slate-600 bg-slate-950 px-2 py-1.5 font-mono text-xs text-slate-100"
                />
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" onClick={() => void copy(url)}>
                    Copy link
                  </Button>
                  <a
                    href={webcalUrl(url)}
                    className="inline-flex h-8 items-center rounded-md border border-slate-600 px-3 text-sm text-slate-100 hover:bg-slate-800 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
                  >
                    Open in calendar app
                  </a>
                </div>
                <p className="text-xs text-slate-400">
                  This link is private: anyone who has it can see your plan. It is shown only now; regenerate it
                  if you lose it.
                </p>
              </div>
            )}
            {data.calendarFeed ? (
              <div className="flex flex-col gap-2">
                <p>Calendar feed is on (since {since}).</p>
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" variant="secondary" onClick={() => void onEnable()} disabled={enabling}>
                    Regenerate link
                  </Button>
                  <Button size="sm" variant="destructive" onClick={() => void onRevoke()} disabled={revoking}>
                    Turn off
                  </Button>
                </div>
                <p className="text-xs text-slate-400">Regenerating makes a new link; the old one stops working.</p>
              </div>
            ) : (
              <Button onClick={() => void onEnable()} disabled={enabling}>
                Subscribe in your calendar
              </Button>
            )}
            <a
              href={data.planDownloadPath}
              download
              className="text-violet-300 underline underline-offset-4 hover:text-violet-200"
            >
              Download .ics
            </a>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
