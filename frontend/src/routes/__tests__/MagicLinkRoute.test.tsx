import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';
import { GraphQLResponseError } from '../../relay/environment';
import { magicLinkToken, returnDestination } from '../MagicLinkRoute';

describe('returnDestination', () => {
  const origin = 'http://localhost:8080';
  it('routes same-origin addresses, loads other hosts, defaults home', () => {
    expect(returnDestination('http://localhost:8080/festivals/x?invite=abc#h', origin)).toEqual({
      kind: 'route',
      path: '/festivals/x?invite=abc',
    });
    expect(returnDestination('/groups', origin)).toEqual({ kind: 'route', path: '/groups' });
    expect(returnDestination('http://aurora.localhost:8080/editions/2026', origin)).toEqual({
      kind: 'load',
      url: 'http://aurora.localhost:8080/editions/2026',
    });
    expect(returnDestination(null, origin)).toEqual({ kind: 'route', path: '/' });
    expect(returnDestination('javascript:alert(1)', origin)).toEqual({ kind: 'route', path: '/' });
    expect(returnDestination('http://localhost:8080/auth/magic', origin)).toEqual({ kind: 'route', path: '/' });
  });
  it('reads the token from the fragment', () => {
    expect(magicLinkToken('#token=abc123')).toBe('abc123');
    expect(magicLinkToken('')).toBeNull();
  });
});

describe('magic-link landing', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('signs in only when the button is clicked, then goes to returnTo', async () => {
    window.history.replaceState(null, '', '/auth/magic#token=tok-1');
    const user = userEvent.setup();
    const { environment, router } = renderRoute('/auth/magic');
    const button = await screen.findByRole('button', { name: 'Sign in' });
    // Loading the page spends nothing; the token left the address bar.
    const names = () => environment.mock.getAllOperations().map((op) => op.request.node.params.name);
    expect(names()).not.toContain('useVerifyMagicLinkMutation');
    await waitFor(() => expect(window.location.hash).toBe(''));

    await user.click(button);
    const op = environment.mock.getAllOperations().find((o) => o.request.node.params.name === 'useVerifyMagicLinkMutation');
    expect(op?.request.variables.input).toEqual({ token: 'tok-1' });
    await act(async () => {
      environment.mock.resolve(
        op!,
        MockPayloadGenerator.generate(op!, {
          SignInPayload: () => ({ returnTo: `${window.location.origin}/festivals/aurora?x=1`, inviteToken: null }),
        }),
      );
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/festivals/aurora'));
    expect(router.state.location.search).toBe('?x=1');
  });

  it('shows the server message and a way home when the link is spent', async () => {
    window.history.replaceState(null, '', '/auth/magic#token=old');
    const user = userEvent.setup();
    const { environment } = renderRoute('/auth/magic');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await act(async () => {
      environment.mock.rejectMostRecentOperation(
        new GraphQLResponseError([{ message: 'This sign-in link has expired or was already used' }]),
      );
    });
    expect(await screen.findByText('This sign-in link has expired or was already used')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
