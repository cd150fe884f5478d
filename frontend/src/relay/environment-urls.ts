// Shared by the SPA's Relay environment and the GraphiQL entry (which must not pull in Relay).
export const GRAPHQL_PATH = '/graphql';

/** ws:// or wss:// on the page's own host. */
export function webSocketUrl(loc: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}${GRAPHQL_PATH}`;
}
