import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { GraphQLResponseError } from '../../relay/environment';
import { renderRoute } from '../../test/renderRoute';

type MockEnv = ReturnType<typeof createMockEnvironment>;

beforeAll(() => {
  // Radix's popper measures its anchor; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

async function operation(environment: MockEnv, name: string): Promise<OperationDescriptor> {
  let found: OperationDescriptor | undefined;
  await waitFor(() => {
    found = environment.mock.getAllOperations().find((op) => op.request.node.params.name === name);
    expect(found, `pending ${name}`).toBeTruthy();
  });
  return found!;
}

type ViewerData = {
  username: string | null;
  email?: string;
  needsOnboarding?: boolean;
  isAdmin?: boolean;
  canEditArtists?: boolean;
  pendingInvitations?: number;
};

function viewerResolvers(v: ViewerData) {
  return {
    Viewer: () => ({
      email: v.email ?? 'fan@example.com',
      needsOnboarding: v.needsOnboarding ?? false,
      completedOnboarding: !(v.needsOnboarding ?? false),
      isAdmin: v.isAdmin ?? false,
      canEditArtists: v.canEditArtists ?? v.isAdmin ?? false,
      pendingGroupInvitationCount: v.pendingInvitations ?? 0,
    }),
    User: () => ({ id: 'User:1', username: v.username }),
  };
}

/** Renders a screen without its own query and answers the shell's viewer query. */
async function renderWithViewer(v: ViewerData | null) {
  const utils = renderRoute('/privacy');
  const op = await operation(utils.environment, 'AppShellQuery');
  await act(async () => {
    utils.environment.mock.resolve(
      op,
      v === null
        ? { data: { viewer: null } }
        : MockPayloadGenerator.generate(op, viewerResolvers(v)),
    );
  });
  return utils;
}

describe('header', () => {
  it('offers sign-in to anonymous visitors', async () => {
    await renderWithViewer(null);
    expect(await screen.findByRole('button', { name: /Sign In \/ Sign Up/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Groups' })).not.toBeInTheDocument();
  });

  it('greets a signed-in user and shows Groups and the user menu', async () => {
    const user = userEvent.setup();
    const { environment } = await renderWithViewer({ username: 'night_owl', isAdmin: false });
    expect(await screen.findByTestId('greeting')).toHaveTextContent(/^Good (morning|afternoon|evening), night_owl$/);
    expect(screen.getByRole('link', { name: 'Groups' })).toHaveAttribute('href', '/groups');
    expect(screen.queryByRole('button', { name: /Sign In/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'User menu for night_owl' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('fan@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).not.toHaveAttribute('aria-disabled'); // opens /profile
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).queryByRole('menuitem', { name: 'Admin Dashboard' })).not.toBeInTheDocument();

    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    const signOut = await operation(environment, 'useSignOutMutation');
    await act(async () => {
      environment.mock.resolve(signOut, { data: { signOut: { ok: true } } });
    });
    expect(await screen.findByRole('button', { name: /Sign In \/ Sign Up/ })).toBeInTheDocument();
    expect(screen.queryByTestId('greeting')).not.toBeInTheDocument();
    expect(environment.getStore().getSource().get('client:root')?.viewer).toBeNull();
    // The routes' data is fetched again for the anonymous visitor.
    await operation(environment, 'AppShellQuery');
  });

  it('counts pending group invitations on the Groups link', async () => {
    await renderWithViewer({ username: 'night_owl', pendingInvitations: 2 });
    const link = await screen.findByRole('link', { name: 'Groups, 2 pending invitations' });
    expect(link).toHaveAttribute('href', '/groups');
    expect(within(link).getByTestId('invitation-count')).toHaveTextContent(/^2/);
  });

  it('shows Admin Dashboard to the Core team, moderators included', async () => {
    const user = userEvent.setup();
    // A moderator: not an admin, but may edit content (canEditArtists).
    await renderWithViewer({ username: null, email: 'boss@example.com', isAdmin: false, canEditArtists: true });
    // No username: the e-mail's local part is the name.
    expect(await screen.findByTestId('greeting')).toHaveTextContent(/, boss$/);
    await user.click(screen.getByRole('button', { name: 'User menu for boss' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });
});

describe('onboarding dialog', () => {
  it('is not shown when onboarding is done', async () => {
    await renderWithViewer({ username: 'night_owl', needsOnboarding: false });
    await screen.findByTestId('greeting');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts at groups when a username exists; Skip completes onboarding', async () => {
    const user = userEvent.setup();
    const { environment } = await renderWithViewer({ username: 'night_owl', needsOnboarding: true });
    const dialog = await screen.findByRole('dialog', { name: 'Festival groups' });
    // Blocking: no close button, Escape does nothing.
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Festival groups' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    const update = await operation(environment, 'useUpdateProfileMutation');
    expect(update.request.variables.input).toEqual({ completedOnboarding: true });
    await act(async () => {
      environment.mock.resolve(
        update,
        MockPayloadGenerator.generate(update, viewerResolvers({ username: 'night_owl', needsOnboarding: false })),
      );
    });
    expect(await screen.findByText('Onboarding skipped')).toBeInTheDocument();
    expect(screen.getByText('You can always find this information in the help section.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open with an error toast when saving fails', async () => {
    const user = userEvent.setup();
    const { environment } = await renderWithViewer({ username: 'night_owl', needsOnboarding: true });
    const dialog = await screen.findByRole('dialog', { name: 'Festival groups' });
    await user.click(within(dialog).getByRole('button', { name: 'Next: Voting' }));
    expect(await screen.findByRole('dialog', { name: 'Vote on sets' })).toBeInTheDocument();
    expect(screen.getByText('Must Go')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next: Timeline' }));
    await user.click(await screen.findByRole('button', { name: 'Almost Done!' }));
    await user.click(await screen.findByRole('button', { name: 'Start Exploring' }));
    const update = await operation(environment, 'useUpdateProfileMutation');
    expect(update.request.variables.input).toEqual({ completedOnboarding: true });
    await act(async () => {
      environment.mock.reject(update, new Error(''));
    });
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: "You're all set!" })).toBeInTheDocument();
  });

  it('starts at username without one, validates it and shows server errors', async () => {
    const user = userEvent.setup();
    const { environment } = await renderWithViewer({ username: null, needsOnboarding: true });
    const dialog = await screen.findByRole('dialog', { name: 'Choose your username' });
    expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
    const input = within(dialog).getByLabelText('Username');
    const cont = within(dialog).getByRole('button', { name: 'Continue' });
    expect(cont).toBeDisabled();

    await user.type(input, 'a');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Username must be at least 2 characters');
    await user.type(input, ' b');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Username can only contain letters, numbers, hyphens, and underscores',
    );
    expect(cont).toBeDisabled();
    await user.clear(input);
    await user.type(input, '  taken_name ');
    expect(cont).toBeEnabled();
    await user.click(cont);
    expect(within(dialog).getByRole('button', { name: 'Setting up...' })).toBeDisabled();
    let update = await operation(environment, 'useUpdateProfileMutation');
    expect(update.request.variables.input).toEqual({ username: 'taken_name' });
    await act(async () => {
      environment.mock.reject(
        update,
        new GraphQLResponseError([{ message: 'Username is already taken', extensions: { code: 'CONFLICT' } }]),
      );
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Username is already taken');

    await user.clear(input);
    await user.type(input, 'free_name');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    update = await operation(environment, 'useUpdateProfileMutation');
    expect(update.request.variables.input).toEqual({ username: 'free_name' });
    await act(async () => {
      environment.mock.resolve(
        update,
        MockPayloadGenerator.generate(update, viewerResolvers({ username: 'free_name', needsOnboarding: true })),
      );
    });
    expect(await screen.findByText('Username set!')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Festival groups' })).toBeInTheDocument();
    // The header follows the saved name.
    expect(screen.getByTestId('greeting')).toHaveTextContent(/, free_name$/);
  });
});
