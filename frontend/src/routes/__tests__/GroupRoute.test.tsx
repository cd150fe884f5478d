import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';

type Env = ReturnType<typeof renderRoute>['environment'];

/** Answers the pending operation of that name with generated data. */
async function answer(environment: Env, name: string, resolvers: Parameters<typeof MockPayloadGenerator.generate>[1]) {
  await waitFor(() =>
    expect(environment.mock.getAllOperations().some((o) => o.request.node.params.name === name), `${name} pending`).toBe(true),
  );
  await act(async () => {
    const op = environment.mock.getAllOperations().find((o) => o.request.node.params.name === name)!;
    environment.mock.resolve(op, MockPayloadGenerator.generate(op, resolvers));
  });
}

/** /groups/G1 for a signed-in viewer whose relation to the group is `relation`. */
async function openGroup(relation: { isCreator: boolean; isMember: boolean }) {
  const { environment } = renderRoute('/groups/G1');
  // The loader asks who is signed in before it asks for the group.
  await answer(environment, 'groupsViewerQuery', { Query: () => ({ viewer: { user: { id: 'U1' } } }) });
  await answer(environment, 'GroupRouteQuery', {
    Query: () => ({ viewer: { user: { id: 'U1' } } }),
    Node: () => ({ __typename: 'Group', id: 'G1' }),
    Group: () => ({ id: 'G1', name: 'Night crew', description: null, memberCount: 2, ...relation }),
    GroupMemberConnection: () => ({ edges: [] }),
  });
  expect(await screen.findByRole('heading', { name: 'Night crew', level: 1 })).toBeInTheDocument();
  return { environment };
}

describe('group page actions', () => {
  it('offers Leave group to a member', async () => {
    await openGroup({ isCreator: false, isMember: true });
    expect(screen.getByRole('button', { name: 'Leave group' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete group' })).toBeNull();
  });

  it('offers Delete group to the creator', async () => {
    await openGroup({ isCreator: true, isMember: true });
    expect(screen.getByRole('button', { name: 'Delete group' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave group' })).toBeNull();
  });

  it('offers an admin who is not in the group neither Leave group nor Delete group', async () => {
    // Admins may open any group (the server answers it, marked isMember false).
    await openGroup({ isCreator: false, isMember: false });
    expect(screen.getByText('2 members')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave group' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete group' })).toBeNull();
  });
});

describe('group invite links', () => {
  it('lists an invite that has reached its usage limit (Overused) outside Active invites', async () => {
    const { environment } = await openGroup({ isCreator: true, isMember: true });
    // Radix tabs activate on mouse down.
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Invite Links' }));
    const invite = (id: string, status: string, usedCount: number) => ({
      node: { __typename: 'GroupInvite', id, status, usedCount, maxUses: 3, createdAt: '2026-07-01T10:00:00Z', expiresAt: null },
    });
    await answer(environment, 'InvitesPanelQuery', {
      Node: () => ({ __typename: 'Group' }),
      // The group's id is outside its inline fragment here: the Group resolver does not reach it.
      ID: (context, generateId) => (context.path?.join('.') === 'node.id' ? 'G1' : `id-${generateId()}`),
      GroupInviteConnection: () => ({
        edges: [invite('I1', 'ACTIVE', 1), invite('I2', 'OVERUSED', 3), invite('I3', 'EXPIRED', 0)],
      }),
    });
    const active = await screen.findByRole('region', { name: 'Active invites' });
    const rows = within(active).getAllByTestId('group-invite');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Active.*Uses: 1 \/ 3/),
      expect.stringMatching(/^Expired.*Uses: 0 \/ 3/),
    ]);
    expect(screen.queryByText('Overused')).toBeNull();
  });
});
