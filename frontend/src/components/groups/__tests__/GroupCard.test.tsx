import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { GroupCardTestQuery } from '../../../__generated__/GroupCardTestQuery.graphql';
import { GroupCard } from '../GroupCard';

const query = graphql`
  query GroupCardTestQuery @relay_test_operation {
    node(id: "G1") {
      ...GroupCard_group @alias(as: "group")
    }
  }
`;

function Harness({ showMembership }: { showMembership?: boolean }) {
  const data = useLazyLoadQuery<GroupCardTestQuery>(query, {});
  return data.node?.group ? <GroupCard group={data.node.group} showMembership={showMembership} /> : null;
}

function setup(group: { isMember: boolean; memberCount?: number }, showMembership?: boolean) {
  const environment = createMockEnvironment();
  const router = createMemoryRouter(
    [
      {
        path: '/groups',
        element: (
          <Suspense fallback="loading">
            <Harness showMembership={showMembership} />
          </Suspense>
        ),
      },
    ],
    { initialEntries: ['/groups'] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  act(() => {
    environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, {
        Node: () => ({
          __typename: 'Group',
          id: 'R3JvdXA6MQ==',
          name: 'Festival Crew',
          description: 'Friends from school',
          memberCount: group.memberCount ?? 3,
          isMember: group.isMember,
        }),
      }),
    );
  });
}

describe('GroupCard', () => {
  it('shows name, description and member count, and links to the group', async () => {
    setup({ isMember: true });
    expect(await screen.findByRole('link', { name: 'Festival Crew' })).toHaveAttribute(
      'href',
      '/groups/R3JvdXA6MQ%3D%3D',
    );
    expect(screen.getByText('Friends from school')).toBeInTheDocument();
    expect(screen.getByText('3 members')).toBeInTheDocument();
  });

  it("says '1 member' for one", async () => {
    setup({ isMember: true, memberCount: 1 }, true);
    expect(await screen.findByText('1 member')).toBeInTheDocument();
  });

  it("marks a group the admin belongs to as 'Member'", async () => {
    setup({ isMember: true }, true);
    expect(await screen.findByText('Member')).toBeInTheDocument();
    expect(screen.queryByText('Not Member')).not.toBeInTheDocument();
  });

  it("marks another group as 'Not Member'", async () => {
    setup({ isMember: false }, true);
    expect(await screen.findByText('Not Member')).toBeInTheDocument();
    expect(screen.queryByText('Member')).not.toBeInTheDocument();
  });

  it("has no marking in 'My Groups'", async () => {
    setup({ isMember: true });
    await screen.findByRole('link', { name: 'Festival Crew' });
    expect(screen.queryByText('Member')).not.toBeInTheDocument();
    expect(screen.queryByText('Not Member')).not.toBeInTheDocument();
  });
});
