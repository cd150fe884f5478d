import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { GroupInvitationsTestQuery } from '../../../__generated__/GroupInvitationsTestQuery.graphql';
import { InvitationCount } from '../../layout/Header';
import { GroupInvitations } from '../GroupInvitations';

const query = graphql`
  query GroupInvitationsTestQuery @relay_test_operation {
    viewer {
      pendingGroupInvitationCount
      ...GroupInvitations_viewer
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<GroupInvitationsTestQuery>(query, {});
  if (!data.viewer) return null;
  return (
    <>
      <p data-testid="count">{data.viewer.pendingGroupInvitationCount}</p>
      <GroupInvitations viewer={data.viewer} />
    </>
  );
}

const crew = { id: 'INV1', groupName: 'Crew', inviterUsername: 'alice', createdAt: '2026-07-01T12:00:00Z' };
const gone = { id: 'INV2', groupName: 'Old Friends', inviterUsername: null, createdAt: '2026-06-30T12:00:00Z' };

function setup(invitations: Array<typeof crew | typeof gone>) {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="loading">
        <Harness />
      </Suspense>
      <Toaster />
    </RelayEnvironmentProvider>,
  );
  act(() => {
    environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, {
        Viewer: () => ({ pendingGroupInvitationCount: invitations.length }),
        GroupInvitationConnection: () => ({
          edges: invitations.map((node, i) => ({ cursor: `c${i}`, node: { __typename: 'GroupInvitation', ...node } })),
          pageInfo: { hasNextPage: false, endCursor: null },
        }),
      }),
    );
  });
  return environment;
}

describe('GroupInvitations', () => {
  it('lists each invitation with its group, inviter and date, and Accept / Decline buttons', async () => {
    setup([crew, gone]);
    const items = await screen.findAllByTestId('group-invitation');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Crew')).toBeInTheDocument();
    expect(within(items[0]).getByText('Invited by alice on Jul 1, 2026')).toBeInTheDocument();
    expect(within(items[1]).getByText("Invited by the group's creator on Jun 30, 2026")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept invitation to Crew' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline invitation to Old Friends' })).toBeInTheDocument();
  });

  it('shows nothing without invitations', async () => {
    setup([]);
    expect(await screen.findByTestId('count')).toHaveTextContent('0');
    expect(screen.queryByRole('heading', { name: 'Invitations' })).not.toBeInTheDocument();
  });

  it('accepts: the invitation leaves the list, the count follows, and a toast says so', async () => {
    const environment = setup([crew, gone]);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation to Crew' }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe('useAnswerGroupInvitationMutationsAcceptMutation');
    expect(op.request.variables.input).toEqual({ invitationId: 'INV1' });
    expect(op.request.variables.groupConnections).toHaveLength(1);
    await act(async () => {
      environment.mock.resolve(op, {
        data: {
          acceptGroupInvitation: {
            acceptedInvitationId: 'INV1',
            pendingGroupInvitationCount: 1,
            group: { id: 'G1', name: 'Crew', isMember: true, memberCount: 2 },
            groupEdge: {
              cursor: 'g1',
              node: { __typename: 'Group', id: 'G1', name: 'Crew', description: null, memberCount: 2, isMember: true },
            },
          },
        },
      });
    });
    expect(await screen.findByText('You joined Crew')).toBeInTheDocument();
    expect(screen.getAllByTestId('group-invitation')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Accept invitation to Crew' })).not.toBeInTheDocument();
    expect(screen.getByTestId('count')).toHaveTextContent('1');
  });

  it('declines: the invitation goes away', async () => {
    const environment = setup([crew]);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline invitation to Crew' }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe('useAnswerGroupInvitationMutationsDeclineMutation');
    await act(async () => {
      environment.mock.resolve(op, {
        data: { declineGroupInvitation: { declinedInvitationId: 'INV1', pendingGroupInvitationCount: 0 } },
      });
    });
    expect(await screen.findByText('Invitation to Crew declined')).toBeInTheDocument();
    expect(screen.queryByTestId('group-invitation')).not.toBeInTheDocument();
    expect(screen.getByTestId('count')).toHaveTextContent('0');
  });

  it("shows the server's reason when accepting fails, keeping the invitation", async () => {
    const environment = setup([crew]);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation to Crew' }));
    await act(async () => {
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: null,
        errors: [{ message: 'This group no longer exists', extensions: { code: 'NOT_FOUND' } }],
      } as never);
    });
    expect(await screen.findByText('This group no longer exists')).toBeInTheDocument();
    expect(screen.getAllByTestId('group-invitation')).toHaveLength(1);
  });
});

describe('InvitationCount', () => {
  it('shows the count with an accessible label, and nothing for zero', () => {
    const { container, rerender } = render(<InvitationCount count={2} />);
    expect(screen.getByTestId('invitation-count')).toHaveTextContent('2');
    expect(screen.getByTitle('2 pending invitations')).toBeInTheDocument();
    rerender(<InvitationCount count={1} />);
    expect(screen.getByTitle('1 pending invitation')).toBeInTheDocument();
    rerender(<InvitationCount count={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});
