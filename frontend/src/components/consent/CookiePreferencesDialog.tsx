import { useRef, useState } from 'react';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { initialChoices, type ConsentChoices } from './consent';
import { useConsent } from './consentStore';

type Toggle = { key: keyof ConsentChoices; label: string; text: string };

const TOGGLES: Toggle[] = [
  { key: 'essential', label: 'Essential', text: 'Sign-in session and this consent choice. Always on: the app needs them.' },
  { key: 'analytics', label: 'Analytics', text: 'Usage statistics. The app uses none today.' },
  { key: 'preferences', label: 'Preferences', text: 'Remembering layout choices such as the sidebar state (7 days).' },
  { key: 'marketing', label: 'Marketing', text: 'Advertising and tracking. The app uses none today.' },
];

/**
 * 'Cookie Preferences': four toggles, essential locked on, Cancel and 'Save Preferences'. Mounted
 * while open (its own chunk), so the toggles start from the stored choices each time.
 */
export function CookiePreferencesDialog() {
  const { consent, controller } = useConsent();
  const restoreFocus = useRestoreFocus();
  return (
    <Dialog open onOpenChange={(open) => !open && controller.closePreferences()}>
      <DialogContent
        title="Cookie Preferences"
        description="Choose which kinds of storage the app may use. Essential storage is always on."
        onCloseAutoFocus={restoreFocus}
      >
        <PreferencesForm initial={initialChoices(consent)} onCancel={controller.closePreferences} onSave={controller.save} />
      </DialogContent>
    </Dialog>
  );
}

/**
 * A dialog opened without a Radix trigger gives focus back to what had it before (the footer or
 * banner button), or to the main content when that is gone (the banner after a choice).
 */
export function useRestoreFocus() {
  const opener = useRef(globalThis.document?.activeElement as HTMLElement | null);
  return (e: Event) => {
    e.preventDefault();
    const target = opener.current?.isConnected ? opener.current : document.getElementById('main');
    target?.focus({ preventScroll: true });
  };
}

function PreferencesForm({
  initial,
  onCancel,
  onSave,
}: {
  initial: ConsentChoices;
  onCancel: () => void;
  onSave: (c: ConsentChoices) => void;
}) {
  const [choices, setChoices] = useState(initial);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave(choices);
      }}
    >
      <ul className="space-y-3">
        {TOGGLES.map((t) => {
          const locked = t.key === 'essential';
          const id = `consent-${t.key}`;
          return (
            <li key={t.key} className="flex items-start justify-between gap-4 rounded-lg border border-slate-700 p-3">
              <div>
                <label htmlFor={id} className="font-medium text-white">
                  {t.label}
                </label>
                <p id={`${id}-text`} className="text-sm text-slate-300">
                  {t.text}
                </p>
              </div>
              <input
                id={id}
                type="checkbox"
                role="switch"
                aria-describedby={`${id}-text`}
                checked={locked ? true : Boolean(choices[t.key])}
                disabled={locked}
                onChange={(e) => !locked && setChoices({ ...choices, [t.key]: e.target.checked })}
                className="mt-1 h-6 w-6 shrink-0 accent-violet-500 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none disabled:opacity-70"
              />
            </li>
          );
        })}
      </ul>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="lg">
          Save Preferences
        </Button>
      </div>
    </form>
  );
}
