import { ConnectionHandler, ROOT_ID } from 'relay-runtime';

// The groups lists (GroupsRoute: 'My Groups' and, for admins, 'All Groups') live under the root;
// mutations that add or remove a group update both.
export const GROUPS_CONNECTION_KEY = 'GroupsRoute_groups';

export function groupsConnectionIds(): string[] {
  return [false, true].map((all) => ConnectionHandler.getConnectionID(ROOT_ID, GROUPS_CONNECTION_KEY, { all }));
}
