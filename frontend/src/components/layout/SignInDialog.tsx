import { useState } from 'react';
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
  const [request, sending] = useRequestSignInCodeMutation();
  // Errors appear on the first submit, then follow each change (useZodForm's defaults).
  const { register, handleSubmit, formState } = useZodForm(emailSchema, { email });

  const onSubmit = handleSubmit(async (values) => {
    if (sending) return;
    try {
      const result = await request(requestInput(values.email, inviteToken));
      toast.success('Check your email!', {
        description: "We've sent you a magic link and a 6-digit code. Click the link or enter the code below.",
      });
      onSent(result.email);
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
  const [verify, verifying] = useVerifySignInCodeMutation();
  const [request, resending] = useRequestSignInCodeMutation();
  // Errors appear once the field is left (or on submit), then follow each change.
  const { register, handleSubmit, formState, watch } = useZodForm(codeSchema, { code: '' }, { mode: 'onTouched' });
  const complete = validateOtp(watch('code')) === undefined;
  const codeField = register('code');

  const onSubmit = handleSubmit(async ({ code }) => {
    if (verifying) return;
    try {
      await verify({ email, code });
      toast.success('Success', { description: "Welcome! You're now signed in." });
      onSignedIn();
    } catch (err) {
      showError(err, 'Failed to verify the code');
    }
  });

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
        <Button variant="ghost" size="sm" onClick={() => void onResend()} disabled={resending}>
          Resend code
        </Button>
      </div>
    </form>
  );
}
