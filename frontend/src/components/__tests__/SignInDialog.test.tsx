import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphQLResponseError } from '../../relay/environment';
import { SignInDialog } from '../layout/SignInDialog';

function setup(props: { inviteToken?: string; groupName?: string } = {}) {
  const environment = createMockEnvironment();
  const onOpenChange = vi.fn();
  const user = userEvent.setup();
  // A data router, as in the app: signing in revalidates the routes' data.
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <SignInDialog open onOpenChange={onOpenChange} {...props} />
          <Toaster />
        </>
      ),
    },
  ]);
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return { environment, onOpenChange, user };
}

function pendingOperation(environment: ReturnType<typeof createMockEnvironment>) {
  const ops = environment.mock.getAllOperations();
  expect(ops).toHaveLength(1);
  return ops[0];
}

async function toCodeStep(
  environment: ReturnType<typeof createMockEnvironment>,
  user: ReturnType<typeof userEvent.setup>,
  { address = 'Fan@Example.com', resendAfterSeconds = 60 } = {},
) {
  const field = screen.getByLabelText('Email');
  await user.clear(field);
  await user.type(field, address);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await act(async () => {
    environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, {
        RequestSignInCodePayload: () => ({ email: address.trim().toLowerCase(), resendAfterSeconds }),
      }),
    );
  });
  await screen.findByLabelText('6-digit code');
}

/** The 'Resend code' button, whatever its countdown says. */
const resendButton = () => screen.getByRole('button', { name: /^Resend code/ });
const countdown = () => Number(/in (\d+) s/.exec(resendButton().textContent ?? '')?.[1] ?? 0);

afterEach(() => {
  vi.useRealTimers();
});

describe('SignInDialog', () => {
  it('titles the dialog for the festival, or for the inviting group', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Join the Festival!' })).toBeInTheDocument();
  });

  it('titles the dialog with the group of an invite', () => {
    setup({ inviteToken: 'inv', groupName: 'Night Owls' });
    expect(screen.getByRole('dialog', { name: 'Join Night Owls' })).toBeInTheDocument();
  });

  it('validates the e-mail before sending anything', async () => {
    const { environment, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('sends the code, then signs in with it', async () => {
    const { environment, onOpenChange, user } = setup({ inviteToken: 'invite-123' });
    await user.type(screen.getByLabelText('Email'), '  fan@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    // Pending: the button says so and cannot be pressed again.
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    const request = pendingOperation(environment);
    expect(request.request.node.params.name).toBe('useRequestSignInCodeMutation');
    expect(request.request.variables.input).toEqual({
      email: 'fan@example.com',
      inviteToken: 'invite-123',
      returnTo: window.location.href,
    });
    await act(async () => {
      environment.mock.resolve(
        request,
        MockPayloadGenerator.generate(request, {
          RequestSignInCodePayload: () => ({ email: 'fan@example.com', resendAfterSeconds: 60 }),
        }),
      );
    });
    expect(await screen.findByText('Check your email!')).toBeInTheDocument();
    expect(
      screen.getByText("We've sent you a magic link and a 6-digit code. Click the link or enter the code below."),
    ).toBeInTheDocument();

    // Step two: the code.
    const code = screen.getByLabelText('6-digit code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    const verifyButton = screen.getByRole('button', { name: 'Verify' });
    expect(verifyButton).toBeDisabled();

    await user.click(code);
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('OTP code is required');
    await user.type(code, '123');
    expect(screen.getByRole('alert')).toHaveTextContent('OTP must be 6 digits');
    await user.type(code, 'abc');
    expect(screen.getByRole('alert')).toHaveTextContent('OTP must contain only numbers');
    expect(verifyButton).toBeDisabled();
    await user.clear(code);
    await user.type(code, '654321');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(verifyButton).toBeEnabled();

    await user.click(verifyButton);
    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    const verify = pendingOperation(environment);
    expect(verify.request.node.params.name).toBe('useVerifySignInCodeMutation');
    expect(verify.request.variables.input).toEqual({ email: 'fan@example.com', code: '654321' });
    await act(async () => {
      environment.mock.resolve(
        verify,
        MockPayloadGenerator.generate(verify, {
          Viewer: () => ({ email: 'fan@example.com', needsOnboarding: true, isAdmin: false }),
          User: () => ({ id: 'U1', username: null }),
        }),
      );
    });
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(screen.getByText("Welcome! You're now signed in.")).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);

    // The root viewer now points at the signed-in user.
    const root = environment.getStore().getSource().get('client:root');
    expect(root?.viewer).toBeTruthy();
  });

  it("shows the server's message when the code is wrong, and stays open", async () => {
    const { environment, onOpenChange, user } = setup();
    await toCodeStep(environment, user);
    await user.type(screen.getByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await act(async () => {
      environment.mock.rejectMostRecentOperation(
        new GraphQLResponseError([{ message: 'Invalid or expired code', extensions: { code: 'BAD_USER_INPUT' } }]),
      );
    });
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Invalid or expired code')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('resends the code (showing a rate limit) and goes back to the e-mail step', async () => {
    const { environment, user } = setup();
    await toCodeStep(environment, user, { resendAfterSeconds: 0 });
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    const resend = pendingOperation(environment);
    expect(resend.request.node.params.name).toBe('useRequestSignInCodeMutation');
    expect(resend.request.variables.input.email).toBe('fan@example.com');
    await act(async () => {
      environment.mock.reject(
        resend,
        new GraphQLResponseError([
          { message: 'Please wait 60 seconds before requesting a new code', extensions: { code: 'RATE_LIMITED' } },
        ]),
      );
    });
    expect(await screen.findByText('Please wait 60 seconds before requesting a new code')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('Fan@Example.com'));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });

  it('returns to the code step for the same address within the wait, with the countdown still running', async () => {
    // Only the clock and intervals are fake: Testing Library's own timeouts stay real.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { environment, user } = setup();
    await toCodeStep(environment, user);
    expect(resendButton()).toBeDisabled();
    expect(countdown()).toBe(60);

    act(() => void vi.advanceTimersByTime(10_000));
    expect(countdown()).toBe(50);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByLabelText('Email');
    act(() => void vi.advanceTimersByTime(5_000));

    // The same address (other case, spaces): straight back to the code step, nothing requested.
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), ' FAN@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByLabelText('6-digit code')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(screen.getByRole('dialog')).toHaveTextContent('Enter the 6-digit code we sent to fan@example.com.');
    expect(countdown()).toBe(45);
    expect(resendButton()).toBeDisabled();
    act(() => void vi.advanceTimersByTime(3_000));
    expect(countdown()).toBe(42);

    // Once the wait is over, a new code may be asked for.
    act(() => void vi.advanceTimersByTime(42_000));
    expect(resendButton()).toBeEnabled();
    expect(resendButton()).toHaveAccessibleName('Resend code');
  });

  it('asks for a new code for another address, or for the same one after the wait', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { environment, user } = setup();
    await toCodeStep(environment, user);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'friend@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(pendingOperation(environment).request.variables.input.email).toBe('friend@example.com');
    await act(async () => {
      environment.mock.resolveMostRecentOperation((op) =>
        MockPayloadGenerator.generate(op, {
          RequestSignInCodePayload: () => ({ email: 'friend@example.com', resendAfterSeconds: 60 }),
        }),
      );
    });
    expect(await screen.findByText('Enter the 6-digit code we sent to friend@example.com.')).toBeInTheDocument();

    // Back to the first address after its wait: a new request.
    act(() => void vi.advanceTimersByTime(61_000));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await toCodeStep(environment, user);
    expect(screen.getByRole('dialog')).toHaveTextContent('Enter the 6-digit code we sent to fan@example.com.');
  });
});
