import { useId } from 'react';
import { chooseTheme, saveThemeChoice, type ThemeChoice } from '../../lib/theme';
import { toast } from '../../lib/toast';
import { useThemeChoice } from '../../lib/useThemeChoice';
import { useSetThemePreferenceMutation } from '../../mutations/useSetThemePreferenceMutation';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

const CHOICES: ReadonlyArray<{
  value: ThemeChoice;
  label: string;
  hint: string;
}> = [
  {
    value: 'system',
    label: 'System',
    hint: "Follows this device's light or dark setting",
  },
  { value: 'light', label: 'Light', hint: 'High contrast, for daylight' },
  { value: 'dark', label: 'Dark', hint: 'For night' },
];

/**
 * Profile: the theme. A choice shows at once and is kept on this device (for the next first
 * paint) and on the server (for the account's other devices); when the server cannot be reached
 * it stays marked unsynced, and the shell sends it when the viewer next loads (AppShell).
 */
export function ThemeSettings() {
  const choice = useThemeChoice();
  const [save] = useSetThemePreferenceMutation();
  const name = useId();
  const pick = (value: ThemeChoice) => {
    if (value === choice) return;
    chooseTheme(value, true);
    save(value).then(
      (at) => saveThemeChoice(value, false, at),
      () =>
        toast('Theme saved on this device', {
          id: 'theme-unsynced',
          description: 'It will reach your account when you are online',
        }),
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Theme</CardTitle>
        <CardDescription>Light is easier to read in the sun; dark is easier on the eyes at night.</CardDescription>
      </CardHeader>
      <CardContent>
        <fieldset>
          <legend className="sr-only">Theme</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {CHOICES.map((c) => (
              <label
                key={c.value}
                className="relative flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-slate-700 p-3 has-[:checked]:border-violet-400 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-400"
              >
                {/* The radio covers the whole choice, so the control itself is the 44 px target. */}
                <input
                  type="radio"
                  name={name}
                  value={c.value}
                  checked={choice === c.value}
                  onChange={() => pick(c.value)}
                  className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
                />
                <span
                  aria-hidden="true"
                  className="mt-1 h-4 w-4 shrink-0 rounded-full border-2 border-slate-500 peer-checked:border-violet-400 peer-checked:bg-violet-400 peer-checked:ring-2 peer-checked:ring-slate-900 peer-checked:ring-inset"
                />
                <span>
                  <span className="block font-medium text-white">{c.label}</span>
                  <span className="block text-sm text-slate-400">{c.hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </CardContent>
    </Card>
  );
}
