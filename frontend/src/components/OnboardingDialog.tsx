import { useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { toast } from '../lib/toast';
import { z } from 'zod';
import type { OnboardingDialog_viewer$key } from '../__generated__/OnboardingDialog_viewer.graphql';
import { errorMessage } from '../lib/errors';
import { validateUsername } from '../lib/validation';
import { useUpdateProfileMutation } from '../mutations/useUpdateProfileMutation';
import { Button } from './ui/button';
import { Dialog, DialogContent } from './ui/dialog';
import { TextField } from './form/Field';
import { check, useZodForm } from './form/useZodForm';

export const ONBOARDING_STEPS = ['username', 'groups', 'voting', 'timeline', 'welcome'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

const FALLBACK_ERROR = 'Failed to update profile';

/**
 * Blocking first-run dialog (visitor-app.md §4 Onboarding): no close button, no closing by Escape or
 * a click outside. It disappears when the saved viewer no longer needs onboarding.
 */
export function OnboardingDialog({ viewer }: { viewer: OnboardingDialog_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment OnboardingDialog_viewer on Viewer {
        email
        user {
          username
        }
      }
    `,
    viewer,
  );
  const storedName = data.user.username?.trim() ?? '';
  const [step, setStep] = useState<OnboardingStep>(storedName ? 'groups' : 'username');
  const [update, saving] = useUpdateProfileMutation();
  const [finishing, setFinishing] = useState(false);
  const name = storedName || data.email.split('@')[0];

  const go = (delta: 1 | -1) => setStep(ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) + delta]);

  const complete = async (onDone: () => void) => {
    setFinishing(true);
    try {
      await update({ completedOnboarding: true });
      onDone();
    } catch (error) {
      toast.error('Error', { description: errorMessage(error, FALLBACK_ERROR) });
    } finally {
      setFinishing(false);
    }
  };
  const skip = () =>
    complete(() => toast('Onboarding skipped', { description: 'You can always find this information in the help section.' }));
  const finish = () =>
    complete(() =>
      toast.success(`Welcome to the festival, ${name}!`, {
        description: "You're all set to start planning your festival experience.",
      }),
    );
  const busy = saving || finishing;

  const nav = (next: string) => (
    <StepButtons
      onBack={() => go(-1)}
      onSkip={() => void skip()}
      onNext={() => go(1)}
      nextLabel={next}
      busy={busy}
    />
  );

  return (
    <Dialog open onOpenChange={() => {}}>
      <DialogContent
        hideClose
        title={TITLES[step]}
        description={`Step ${ONBOARDING_STEPS.indexOf(step) + 1} of ${ONBOARDING_STEPS.length}`}
        onEscapeKeyDown={(e) => e.preventDefault()}
        onPointerDownOutside={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
      >
        {step === 'username' && <UsernameStep initial={storedName} onSaved={() => go(1)} />}
        {step === 'groups' && (
          <>
            <Explainer>
              <p>
                Groups are how you plan with friends. Join a group through an invite link, or create one and share
                its link.
              </p>
              <p>Inside a group you can see how everyone voted and filter the sets by your group's votes.</p>
            </Explainer>
            {nav('Next: Voting')}
          </>
        )}
        {step === 'voting' && (
          <>
            <Explainer>
              <p>Vote on every set you care about:</p>
              <ul className="space-y-1">
                <li>
                  <strong className="text-emerald-300">Must Go</strong> - you would not miss it.
                </li>
                <li>
                  <strong className="text-sky-300">Interested</strong> - you would like to see it.
                </li>
                <li>
                  <strong className="text-rose-300">Won't Go</strong> - not for you.
                </li>
              </ul>
              <p>Choosing the same vote again removes it. Sets are ranked by everyone's votes.</p>
            </Explainer>
            {nav('Next: Timeline')}
          </>
        )}
        {step === 'timeline' && (
          <>
            <Explainer>
              <p>
                The schedule shows when and where each set plays, as a timeline per stage or as a list you can filter
                by day, time and stage.
              </p>
              <p>Use it with your votes to plan your route through the festival and spot clashes.</p>
            </Explainer>
            {nav('Almost Done!')}
          </>
        )}
        {step === 'welcome' && (
          <>
            <Explainer>
              <p>You're ready, {name}! Vote on sets, compare with your groups and build your festival plan.</p>
            </Explainer>
            <div className="mt-6 flex justify-between gap-2">
              <Button variant="ghost" onClick={() => go(-1)} disabled={busy}>
                Back
              </Button>
              <Button onClick={() => void finish()} disabled={busy}>
                Start Exploring
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

const TITLES: Record<OnboardingStep, string> = {
  username: 'Choose your username',
  groups: 'Festival groups',
  voting: 'Vote on sets',
  timeline: 'Plan with the timeline',
  welcome: "You're all set!",
};

function Explainer({ children }: { children: ReactNode }) {
  return <div className="space-y-3 text-sm text-slate-300">{children}</div>;
}

function StepButtons({
  onBack,
  onSkip,
  onNext,
  nextLabel,
  busy,
}: {
  onBack: () => void;
  onSkip: () => void;
  onNext: () => void;
  nextLabel: string;
  busy: boolean;
}) {
  return (
    <div className="mt-6 flex items-center justify-between gap-2">
      <Button variant="ghost" onClick={onBack} disabled={busy}>
        Back
      </Button>
      <div className="flex gap-2">
        <Button variant="outline" onClick={onSkip} disabled={busy}>
          Skip
        </Button>
        <Button onClick={onNext} disabled={busy}>
          {nextLabel}
        </Button>
      </div>
    </div>
  );
}

/** The username step; the output is the trimmed username. */
const usernameSchema = z.object({
  username: z.string().superRefine(check(validateUsername)).transform((v) => v.trim()),
});

function UsernameStep({ initial, onSaved }: { initial: string; onSaved: () => void }) {
  const [update, saving] = useUpdateProfileMutation();
  // Errors follow each change from the first keystroke; a server error (e.g. a taken name) shows
  // in the field until the next change.
  const { register, handleSubmit, formState, watch, setError } = useZodForm(
    usernameSchema,
    { username: initial },
    { mode: 'onChange' },
  );
  const value = watch('username');

  const onSubmit = handleSubmit(async ({ username }) => {
    if (saving) return;
    try {
      const result = await update({ username });
      toast.success('Username set!', {
        description: `Welcome to the festival, ${result.viewer.user.username ?? username}!`,
      });
      onSaved();
    } catch (err) {
      setError('username', { type: 'server', message: errorMessage(err, FALLBACK_ERROR) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-slate-300">This is how your friends will see you in groups.</p>
      <TextField
        label="Username"
        error={formState.errors.username?.message}
        autoComplete="username"
        autoFocus
        {...register('username')}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={saving || Boolean(validateUsername(value)) || !value.trim()}>
          {saving ? 'Setting up...' : 'Continue'}
        </Button>
      </div>
    </form>
  );
}
