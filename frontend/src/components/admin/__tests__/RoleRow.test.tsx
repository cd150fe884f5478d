import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { RoleRowTestQuery } from '../../../__generated__/RoleRowTestQuery.graphql';
import { RoleRow } from '../RoleRow';

const query = graphql`
  query RoleRowTestQuery @relay_test_operation {
    adminRoles(first: 2) {
      edges {
        node {
          id
          ...RoleRow_assignment
        }
      }
    }
  }
`;

function Harness({ canManage }: { canManage: boolean }) {
  const data = useLazyLoadQuery<RoleRowTestQuery>(query, {});
  return (
    <table>
      <tbody>
        {data.adminRoles.edges.map(({ node }) => (
          <RoleRow key={node.id} assignment={node} canManage={canManage} connectionId="client:root:adminRoles" />
        ))}
      </tbody>
    </table>
  );
}

function setup(canManage: boolean) {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="loading">
        <Harness canManage={canManage} />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  let n = 0;
  act(() => {
    environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, {
        AdminRoleAssignmentConnection: () => ({
          edges: [
            { cursor: 'a', node: { id: 'R1' } },
            { cursor: 'b', node: { id: 'R2' } },
          ],
        }),
        AdminRoleAssignment: () => {
          n += 1;
          return n === 1
            ? { id: 'R1', role: 'SUPER_ADMIN', email: 'boss@example.com', username: 'boss', canChange: false }
            : { id: 'R2', role: 'MODERATOR', email: 'mod@example.com', username: 'mod', canChange: true };
        },
      }),
    );
  });
}

describe('RoleRow', () => {
  it('gives a super admin the role switch and Remove, and locks super_admin roles', async () => {
    setup(true);
    expect(await screen.findByRole('combobox', { name: 'Role of mod@example.com' })).toHaveValue('MODERATOR');
    expect(screen.getAllByRole('button', { name: 'Remove' })).toHaveLength(1);
    expect(screen.getByText('Locked')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role of boss@example.com' })).not.toBeInTheDocument();
  });

  it('shows everyone else the roles only: no control the server would refuse', async () => {
    setup(false);
    expect(await screen.findByText('moderator')).toBeInTheDocument();
    expect(screen.getByText('super_admin')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('Locked')).not.toBeInTheDocument();
  });
});
