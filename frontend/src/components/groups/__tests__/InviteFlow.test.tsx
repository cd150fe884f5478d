import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
// eslint-disable-next-line no-restricted-imports -- the test clears sonner's own toast list between tests
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { SignInDialogProvider } from '../../layout/SignInDialogProvider';
import { InviteFlow } from '../InviteFlow';

type Env = ReturnType<typeof createMockEnvironment>;

/** A signed-in viewer opens /?invite={token}; the server answers the redemption with `answer`. */
async function redeem(token: string, answer: { alreadyMember: boolean; message: string }) {
  const environment: Env = createMockEnvironment();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <SignInDialogProvider>
            <Suspense fallback="loading">
              <InviteFlow token={token} />
            </Suspense>
          </SignInDialogProvider>
        ),
      },
      { path: '/groups/:groupId', element: <p>group page</p> },
    ],
    { initialEntries: [`/?invite=${token}`] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
      <Toaster />
    </RelayEnvironmentProvider>,
  );
  const resolve = async (name: string, resolvers: Parameters<typeof MockPayloadGenerator.generate>[1]) => {
    await waitFor(() => expect(environment.mock.getAllOperations().map((o) => o.request.node.params.name)).toContain(name));
    await act(async () => {
      const op = environment.mock.getAllOperations().find((o) => o.request.node.params.name === name)!;
      environment.mock.resolve(op, MockPayloadGenerator.generate(op, resolvers));
    });
  };
  await resolve('InviteFlowQuery', {
    Query: () => ({ viewer: { user: { id: 'U1' } } }),
    InviteInfo: () => ({ isValid: true, reason: null, groupName: 'Night crew' }),
  });
  await resolve('useRedeemInviteMutation', {
    RedeemInvitePayload: () => ({ success: true, reason: null, ...answer }),
    Group: () => ({ id: 'G1', name: 'Night crew', memberCount: 2, isMember: true }),
  });
  // Either way the viewer lands on the group, the invite gone from the address.
  await waitFor(() => expect(router.state.location.pathname).toBe('/groups/G1'));
  expect(router.state.location.search).toBe('');
}

describe('InviteFlow', () => {
  // sonner keeps its toasts between renders: each test starts without the last one's.
  afterEach(() => void toast.dismiss());

  it('welcomes a viewer the invite has just added to the group', async () => {
    await redeem('new-member-token', { alreadyMember: false, message: 'Successfully joined the group!' });
    expect(await screen.findByText('Welcome to the group!')).toBeInTheDocument();
    expect(screen.getByText('Successfully joined the group!')).toBeInTheDocument();
  });

  it('says "already a member", without a Welcome, to a viewer already in the group', async () => {
    await redeem('member-token', { alreadyMember: true, message: 'You are already a member of this group' });
    expect(await screen.findByText("You're already a member of this group")).toBeInTheDocument();
    expect(screen.queryByText('Welcome to the group!')).toBeNull();
  });
});
