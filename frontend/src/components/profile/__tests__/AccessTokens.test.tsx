import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { AccessTokensTestQuery } from '../../../__generated__/AccessTokensTestQuery.graphql';
import { AccessTokens } from '../AccessTokens';

const query = graphql`
  query AccessTokensTestQuery @relay_test_operation {
    viewer {
      ...AccessTokens_viewer
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<AccessTokensTestQuery>(query, {});
  return data.viewer ? <AccessTokens viewer={data.viewer} /> : null;
}

function setup() {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="loading">
        <Harness />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  act(() => {
    environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, {
        Viewer: () => ({
          accessTokens: [
            { id: 'T1', name: 'bot', scopes: ['READ', 'VOTE'], createdAt: '2026-07-01T10:00:00Z', expiresAt: '2026-08-01T10:00:00Z', lastUsedAt: null, revokedAt: null, active: true },
            { id: 'T2', name: 'old script', scopes: ['READ'], createdAt: '2026-06-01T10:00:00Z', expiresAt: '2026-07-01T10:00:00Z', lastUsedAt: '2026-06-02T10:00:00Z', revokedAt: '2026-06-03T10:00:00Z', active: false },
          ],
        }),
      }),
    );
  });
  return environment;
}

describe('AccessTokens', () => {
  it('lists tokens with their scope and last use; only active ones can be revoked', async () => {
    setup();
    const rows = await screen.findAllByTestId('token-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText(/Read and vote · Created .* · Expires .* · Never used/)).toBeInTheDocument();
    expect(within(rows[0]).getByRole('button', { name: 'Revoke bot' })).toBeInTheDocument();
    expect(within(rows[1]).getByText(/Read · Created .* · Revoked .* · Last used/)).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button')).toBeNull();
  });

  it('shows the new token once, after the server created it', async () => {
    const environment = setup();
    fireEvent.change(await screen.findByLabelText('Token name'), { target: { value: 'ci' } });
    fireEvent.change(screen.getByLabelText('Expires after (days)'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('A token expires after 1 to 365 days.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Expires after (days)'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.variables.input).toEqual({ name: 'ci', scopes: ['READ'], expiresInDays: 30 });
    act(() => {
      environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          CreateAccessTokenPayload: () => ({ token: 'fvt_secret' }),
          AccessToken: () => ({ id: 'T3', name: 'ci', scopes: ['READ'], createdAt: '2026-07-02T10:00:00Z', expiresAt: '2026-08-01T10:00:00Z', active: true, revokedAt: null, lastUsedAt: null }),
        }),
      );
    });
    expect(await screen.findByTestId('new-token')).toHaveTextContent('fvt_secret');
    expect(screen.getAllByTestId('token-row')).toHaveLength(3);
  });
});
