import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors';
import { OTP_LENGTH, validateEmail, validateOtp } from '../../lib/validation';
import { useRequestSignInCodeMutation } from '../../mutations/useRequestSignInCodeMutation';
import { useVerifySignInCodeMutation } from '../../mutations/useVerifySignInCodeMutation';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** From ?invite=; carried through sign-in so the invite can be redeemed afterwards. */
  inviteToken?: string | null;
  /** The inviting group's name, when known: the title becomes 'Join {group}'. */
  groupName?: string | null;
};

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-600 bg-slate-950 px-3 py-2 text-slate-100 ' +
  'placeholder:text-slate-500 focus-visible:border-violet-400 focus-visible:ring-2 focus-visible:ring-violet-400 ' +
  'focus-visible:outline-none aria-[invalid=true]:border-red-500';

function showError(error: unknown, fallback: string) {
  toast.error('Error', { description: errorMessage(error, fallback) });
}

/** Passwordless sign-in: the e-mail step sends a code and a magic link, the code step signs in. */
export function SignInDialog({ open, onOpenChange, inviteToken, groupName }: Props) {
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState('');

  const reset = () => {
    setStep('email');
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) reset();
      }}
    >
      <DialogContent
        title={groupName ? `Join ${groupName}` : 'Join the Festival!'}
        description={
          step === 'email'
            ? 'Enter your e-mail address and we will send you a sign-in code.'
            : `Enter the 6-digit code we sent to ${sentTo}.`
        }
      >
        {step === 'email' ? (
          <EmailStep
            email={email}
            setEmail={setEmail}
            inviteToken={inviteToken}
            onSent={(to) => {
              setSentTo(to);
              setStep('code');
            }}
          />
        ) : (
          <CodeStep
            email={sentTo}
            inviteToken={inviteToken}
            onBack={() => setStep('email')}
            onSignedIn={() => {
              onOpenChange(false);
              reset();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function requestInput(email: string, inviteToken: string | null | undefined) {
  return { email, inviteToken: inviteToken || null, returnTo: window.location.href };
}

function EmailStep({
  email,
  setEmail,
  inviteToken,
  onSent,
}: {
  email: string;
  setEmail: (email: string) => void;
  inviteToken?: string | null;
  onSent: (email: string) => void;
}) {
  const id = useId();
  const [submitted, setSubmitted] = useState(false);
  const [request, sending] = useRequestSignInCodeMutation();
  const error = submitted ? validateEmail(email) : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateEmail(email) || sending) return;
    try {
      const result = await request(requestInput(email.trim(), inviteToken));
      toast.success('Check your email!', {
        description: "We've sent you a magic link and a 6-digit code. Click the link or enter the code below.",
      });
      onSent(result.email);
    } catch (err) {
      showError(err, 'Failed to send the code');
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div>
        <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-200">
          Email
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          autoFocus
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-email-error` : undefined}
          className={inputClass}
        />
        {error && (
          <p id={`${id}-email-error`} role="alert" className="mt-1 text-sm text-red-400">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={sending}>
        {sending ? 'Sending...' : 'Send code'}
      </Button>
    </form>
  );
}

function CodeStep({
  email,
  inviteToken,
  onBack,
  onSignedIn,
}: {
  email: string;
  inviteToken?: string | null;
  onBack: () => void;
  onSignedIn: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [verify, verifying] = useVerifySignInCodeMutation();
  const [request, resending] = useRequestSignInCodeMutation();
  const error = touched ? validateOtp(code) : undefined;
  const complete = validateOtp(code) === undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!complete || verifying) return;
    try {
      await verify({ email, code });
      toast.success('Success', { description: "Welcome! You're now signed in." });
      onSignedIn();
    } catch (err) {
      showError(err, 'Failed to verify the code');
    }
  };

  const onResend = async () => {
    try {
      await request(requestInput(email, inviteToken));
      toast.success('Check your email!', {
        description: "We've sent you a magic link and a 6-digit code. Click the link or enter the code below.",
      });
    } catch (err) {
      showError(err, 'Failed to send the code');
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="icon" aria-label="Back" onClick={onBack} className="-ml-2 h-8 w-8">
          <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M19 12H5M12 19l-7-7 7-7" />
          </svg>
        </Button>
        <span className="truncate text-sm text-slate-400">{email}</span>
      </div>
      <div>
        <label htmlFor={`${id}-code`} className="text-sm font-medium text-slate-200">
          6-digit code
        </label>
        <input
          id={`${id}-code`}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          maxLength={OTP_LENGTH}
          placeholder="123456"
          value={code}
          onChange={(e) => setCode(e.target.value.trim())}
          onBlur={() => setTouched(true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-code-error` : undefined}
          className={`${inputClass} text-center font-mono text-lg tracking-[0.5em]`}
        />
        {error && (
          <p id={`${id}-code-error`} role="alert" className="mt-1 text-sm text-red-400">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={!complete || verifying}>
        {verifying ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="text-center">
        <Button variant="ghost" size="sm" onClick={() => void onResend()} disabled={resending}>
          Resend code
        </Button>
      </div>
    </form>
  );
}
