import { fetchQuery, graphql, useLazyLoadQuery } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { groupsViewerQuery } from '../../__generated__/groupsViewerQuery.graphql';

// Groups, group votes and notes are for signed-in users only: the server answers UNAUTHENTICATED
// to anonymous visitors, which would fail a whole query. Screens ask this first (usually answered
// from the store: the shell and the set pages load `viewer { user { id } }` already).
const query = graphql`
  query groupsViewerQuery {
    viewer {
      user {
        id
      }
    }
  }
`;

/** For route loaders: is someone signed in? (false when that cannot be told) */
export function fetchSignedIn(environment: Environment): Promise<boolean> {
  return fetchQuery<groupsViewerQuery>(environment, query, {}, { fetchPolicy: 'store-or-network' })
    .toPromise()
    .then((data) => Boolean(data?.viewer))
    .catch(() => false);
}

/** The signed-in user's id, or null; follows sign-in and sign-out (they update the root viewer). */
export function useViewerId(): string | null {
  const data = useLazyLoadQuery<groupsViewerQuery>(query, {}, { fetchPolicy: 'store-or-network' });
  return data.viewer?.user.id ?? null;
}
