import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { SignInDialogProvider, useSignInDialog } from '../layout/SignInDialogProvider';

// A vote tapped while signed out waits for the sign-in, then is cast without a second tap.

function Buttons() {
  const signIn = useSignInDialog();
  return (
    <>
      <button type="button" onClick={() => signIn.openForVote('S1', 'MUST_GO')}>
        Must Go
      </button>
      <button type="button" onClick={signIn.open}>
        Sign In
      </button>
    </>
  );
}

function setup() {
  const environment = createMockEnvironment();
  const user = userEvent.setup();
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <SignInDialogProvider>
          <Buttons />
        </SignInDialogProvider>
      ),
    },
  ]);
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return { environment, user };
}

type Env = ReturnType<typeof createMockEnvironment>;

async function signIn(environment: Env, user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email'), 'fan@example.com');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await act(async () => {
    environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, {
        RequestSignInCodePayload: () => ({ email: 'fan@example.com', resendAfterSeconds: 60 }),
      }),
    );
  });
  await user.type(await screen.findByLabelText('6-digit code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await act(async () => {
    environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, {
        Viewer: () => ({ email: 'fan@example.com', needsOnboarding: true, isAdmin: false }),
        User: () => ({ id: 'U1', username: null }),
      }),
    );
  });
}

const operationNames = (environment: Env) =>
  environment.mock.getAllOperations().map((op) => op.request.node.params.name);

describe('SignInDialogProvider', () => {
  it('casts the vote tapped while signed out once the sign-in completes', async () => {
    const { environment, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Must Go' }));
    await screen.findByRole('dialog', { name: 'Join the Festival!' });
    expect(operationNames(environment)).toEqual([]);
    await signIn(environment, user);

    await waitFor(() => expect(operationNames(environment)).toEqual(['useSetVoteMutation']));
    const [vote] = environment.mock.getAllOperations();
    expect(vote.request.variables.input).toMatchObject({ setId: 'S1', vote: 'MUST_GO' });
    await act(async () => {
      environment.mock.resolve(vote, MockPayloadGenerator.generate(vote));
    });
    // Once only: a later sign-in has nothing left to cast.
    expect(operationNames(environment)).toEqual([]);
  });

  it('drops the vote when the sign-in is cancelled', async () => {
    const { environment, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Must Go' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await signIn(environment, user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(operationNames(environment)).toEqual([]);
  });
});
