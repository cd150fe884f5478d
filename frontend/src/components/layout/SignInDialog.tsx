import { useEffect, useState } from 'react';
import { toast } from '../../lib/toast';
import { z } from 'zod';
import { errorMessage } from '../../lib/errors';
import { OTP_LENGTH, validateEmail, validateOtp } from '../../lib/validation';
import { useRequestSignInCodeMutation } from '../../mutations/useRequestSignInCodeMutation';
import { useVerifySignInCodeMutation } from '../../mutations/useVerifySignInCodeMutation';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { Field, inputClass, TextField } from '../form/Field';
import { check, useZodForm } from '../form/useZodForm';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** From ?invite=; carried through sign-in so the invite can be redeemed afterwards. */
  inviteToken?: string | null;
  /** The inviting group's name, when known: the title becomes 'Join {group}'. */
  groupName?: string | null;
  /** Runs once the code signed in (a vote tapped while signed out); see useVerifySignInCodeMutation. */
  afterSignIn?: () => Promise<unknown>;
};

/** The e-mail step; the output is the trimmed address. */
const emailSchema = z.object({
  email: z.string().superRefine(check(validateEmail)).transform((v) => v.trim()),
});

/** The code step; the field drops spaces as one types, so the value is checked as it is. */
const codeSchema = z.object({ code: z.string().superRefine(check(validateOtp)) });

function showError(error: unknown, fallback: string) {
  toast.error('Error', { description: errorMessage(error, fallback) });
}

/** The last code sent: to which (normalised) address, and when a new one may be asked for. */
export type SentCode = { email: string; resendAt: number };

/** When a new code may be asked for, from the server's answer. */
function resendTime(resendAfterSeconds: number, now = Date.now()): number {
  return now + Math.max(0, resendAfterSeconds) * 1000;
}

/**
 * The code already sent to this address while a new one may not be asked for yet (the server
 * refuses a second code within its wait): going back and entering the same address returns to it.
 */
export function pendingCodeFor(address: string, sent: SentCode | null, now = Date.now()): SentCode | null {
  return sent && sent.email === address.trim().toLowerCase() && now < sent.resendAt ? sent : null;
}

/** Passwordless sign-in: the e-mail step sends a code and a magic link, the code step signs in. */
export function SignInDialog({ open, onOpenChange, inviteToken, groupName, afterSignIn }: Props) {
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  // Kept across Back (and closing the dialog), so the same address within the wait returns to it.
  const [sent, setSent] = useState<SentCode | null>(null);
  const sentTo = sent?.email ?? '';

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
            sent={sent}
            onSent={(next) => {
              setSent(next);
              setStep('code');
            }}
          />
        ) : (
          <CodeStep
            email={sentTo}
            resendAt={sent?.resendAt ?? 0}
            onResent={setSent}
            inviteToken={inviteToken}
            afterSignIn={afterSignIn}
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
  sent,
  onSent,
}: {
  email: string;
  setEmail: (email: string) => void;
  inviteToken?: string | null;
  sent: SentCode | null;
  onSent: (sent: SentCode) => void;
}) {
  const [request, sending] = useRequestSignInCodeMutation();
  // Errors appear on the first submit, then follow each change (useZodForm's defaults).
  const { register, handleSubmit, formState } = useZodForm(emailSchema, { email });

  const onSubmit = handleSubmit(async (values) => {
    if (sending) return;
    // Back to the code already on its way (a new request would be refused as too soon).
    const pending = pendingCodeFor(values.email, sent);
    if (pending) {
      onSent(pending);
      return;
    }
    try {
      const result = await request(requestInput(values.email, inviteToken));
      toast.success('Check your email!', {
        description: "We've sent you a magic link and a 6-digit code. Click the link or enter the code below.",
      });
      onSent({ email: result.email, resendAt: resendTime(result.resendAfterSeconds) });
    } catch (err) {
      showError(err, 'Failed to send the code');
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label="Email"
        error={formState.errors.email?.message}
        type="email"
        autoComplete="email"
        autoFocus
        placeholder="you@example.com"
        // The dialog keeps the typed address, so Back from the code step shows it again.
        {...register('email', { onChange: (e: { target: { value: string } }) => setEmail(e.target.value) })}
      />
      <Button type="submit" className="w-full" disabled={sending}>
        {sending ? 'Sending...' : 'Send code'}
      </Button>
    </form>
  );
}

/** Whole seconds left until `at` (0 once it has passed), ticking every second until then. */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (at <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= at) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [at]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

function CodeStep({
  email,
  resendAt,
  onResent,
  inviteToken,
  afterSignIn,
  onBack,
  onSignedIn,
}: {
  email: string;
  resendAt: number;
  onResent: (sent: SentCode) => void;
  inviteToken?: string | null;
  afterSignIn?: () => Promise<unknown>;
  onBack: () => void;
  onSignedIn: () => void;
}) {
  const [verify, verifying] = useVerifySignInCodeMutation();
  const [request, resending] = useRequestSignInCodeMutation();
  const wait = useSecondsUntil(resendAt);
  // Errors appear once the field is left (or on submit), then follow each change.
  const { register, handleSubmit, formState, watch } = useZodForm(codeSchema, { code: '' }, { mode: 'onTouched' });
  const complete = validateOtp(watch('code')) === undefined;
  const codeField = register('code');

  const onSubmit = handleSubmit(async ({ code }) => {
    if (verifying) return;
    try {
      await verify({ email, code }, afterSignIn);
      toast.success('Success', { description: "Welcome! You're now signed in." });
      onSignedIn();
    } catch (err) {
      showError(err, 'Failed to verify the code');
    }
  });

  const onResend = async () => {
    try {
      const result = await request(requestInput(email, inviteToken));
      onResent({ email: result.email, resendAt: resendTime(result.resendAfterSeconds) });
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
      <Field label="6-digit code" error={formState.errors.code?.message}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            maxLength={OTP_LENGTH}
            placeholder="123456"
            {...codeField}
            onChange={(e) => {
              // Spaces never reach the field (a pasted code often carries some).
              e.target.value = e.target.value.trim();
              return codeField.onChange(e);
            }}
            className={`${inputClass} text-center font-mono text-lg tracking-[0.5em]`}
          />
        )}
      </Field>
      <Button type="submit" className="w-full" disabled={!complete || verifying}>
        {verifying ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="text-center">
        <Button variant="ghost" size="sm" onClick={() => void onResend()} disabled={resending || wait > 0}>
          Resend code
          {wait > 0 && <span data-testid="resend-countdown"> in {wait} s</span>}
        </Button>
      </div>
    </form>
  );
}
