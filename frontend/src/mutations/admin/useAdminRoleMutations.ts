import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { AdminRole, useAdminRoleMutationsAddMutation as Add } from '../../__generated__/useAdminRoleMutationsAddMutation.graphql';
import type { useAdminRoleMutationsChangeMutation as Change } from '../../__generated__/useAdminRoleMutationsChangeMutation.graphql';
import type { useAdminRoleMutationsRemoveMutation as Remove } from '../../__generated__/useAdminRoleMutationsRemoveMutation.graphql';
import { commitAsync } from '../commitAsync';

// Super admins only (the server refuses everyone else; the roles page shows these to them only).
const add = graphql`
  mutation useAdminRoleMutationsAddMutation($input: AddAdminRoleInput!, $connections: [ID!]!) {
    addAdminRole(input: $input) {
      message
      edge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...RoleRow_assignment
        }
      }
    }
  }
`;

const change = graphql`
  mutation useAdminRoleMutationsChangeMutation($input: ChangeAdminRoleInput!) {
    changeAdminRole(input: $input) {
      message
      assignment {
        id
        ...RoleRow_assignment
      }
    }
  }
`;

const remove = graphql`
  mutation useAdminRoleMutationsRemoveMutation($input: RemoveAdminRoleInput!, $connections: [ID!]!) {
    removeAdminRole(input: $input) {
      message
      removedId @deleteEdge(connections: $connections)
    }
  }
`;

/** Gives a user (by e-mail) a role; the new role heads the roles table. Resolves with the message. */
export function useAddAdminRoleMutation() {
  const [commit, isInFlight] = useMutation<Add>(add);
  const run = useCallback(
    (email: string, role: AdminRole, connections: string[]) =>
      commitAsync(commit, { variables: { input: { email, role }, connections } }).then((r) => r.addAdminRole.message),
    [commit],
  );
  return [run, isInFlight] as const;
}

/** Switches a role between moderator and admin. Resolves with the message. */
export function useChangeAdminRoleMutation() {
  const [commit, isInFlight] = useMutation<Change>(change);
  const run = useCallback(
    (id: string, role: AdminRole) =>
      commitAsync(commit, { variables: { input: { id, role } } }).then((r) => r.changeAdminRole.message),
    [commit],
  );
  return [run, isInFlight] as const;
}

/** Removes a role: out of the roles table. Resolves with the message. */
export function useRemoveAdminRoleMutation() {
  const [commit, isInFlight] = useMutation<Remove>(remove);
  const run = useCallback(
    (id: string, connections: string[]) =>
      commitAsync(commit, { variables: { input: { id }, connections } }).then((r) => r.removeAdminRole.message),
    [commit],
  );
  return [run, isInFlight] as const;
}
