import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/errors';
import { validateUsername } from '../../lib/validation';
import { useUpdateProfileMutation } from '../../mutations/useUpdateProfileMutation';
import { Button } from '../ui/button';

const FALLBACK_ERROR = 'Failed to update profile';

/** Changes the username under the onboarding rules and messages (visitor-app.md §5, §8). */
export function UsernameForm({ current }: { current: string }) {
  const id = useId();
  const [value, setValue] = useState(current);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [update, saving] = useUpdateProfileMutation();
  const invalid = validateUsername(value);
  const error = serverError ?? (touched ? invalid : undefined);
  const unchanged = value.trim() === current;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid || saving || unchanged) return;
    try {
      await update({ username: value.trim() });
      toast.success('Success', { description: 'Profile updated successfully' });
      setTouched(false);
    } catch (err) {
      const message = errorMessage(err, FALLBACK_ERROR);
      setServerError(message);
      toast.error('Error', { description: message });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <div>
        <label htmlFor={`${id}-username`} className="text-sm font-medium text-slate-200">
          Username
        </label>
        <input
          id={`${id}-username`}
          autoComplete="username"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setTouched(true);
            setServerError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-username-error` : undefined}
          className="mt-1 block min-h-11 w-full rounded-md border border-slate-600 bg-slate-950 px-3 py-2 text-slate-100 focus-visible:border-violet-400 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none aria-[invalid=true]:border-red-500"
        />
        {error && (
          <p id={`${id}-username-error`} role="alert" className="mt-1 text-sm text-red-400">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" disabled={saving || Boolean(invalid) || !value.trim() || unchanged}>
        {saving ? 'Saving...' : 'Save username'}
      </Button>
    </form>
  );
}
