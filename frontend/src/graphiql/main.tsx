// The API playground served by the Go server at /graphiql. Built from npm packages only: it must
// work on a machine with no internet (no CDN scripts or fonts; graphiql's CSS inlines its fonts).
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createClient } from 'graphql-ws';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GRAPHQL_PATH, webSocketUrl } from '../relay/environment-urls';
import './graphiql.css';
import groupTallies from '../../../docs/examples/group-tallies.graphql?raw';
import liveTallies from '../../../docs/examples/live-tallies.graphql?raw';
import lineup from '../../../docs/examples/lineup.graphql?raw';
import notifications from '../../../docs/examples/notifications.graphql?raw';
import vote from '../../../docs/examples/vote.graphql?raw';

const fetcher = createGraphiQLFetcher({
  url: GRAPHQL_PATH,
  // Same-origin session cookie; the toolkit posts JSON with content-type application/json.
  fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
  // Subscriptions over graphql-ws (protocol graphql-transport-ws); the cookie authenticates the socket.
  wsClient: createClient({ url: webSocketUrl(), lazy: true, retryAttempts: 3 }),
});

const defaultQuery = `# Festival voting API playground (docs/api.md is the guide).
#
# Queries and mutations go over POST /graphql; subscriptions over a WebSocket (graphql-ws).
# The Docs button (top left) is the documentation explorer: every type, field and argument is
# described; the SDL is at /schema.graphql.
#
# Authenticate in one of two ways:
# - sign in on this site in another tab: the session cookie works here too (subscriptions as well);
# - or create a personal access token in your profile and put it in the Headers tab below:
#     { "Authorization": "Bearer fvt_..." }
#   (the header wins over the cookie; subscriptions here use the cookie).
#
# Every answer's extensions.cost says what the operation cost; the header
#   { "X-Cost-Dry-Run": "1" }
# returns the cost without running it. The other tabs hold the example operations
# (docs/examples/*.graphql): a festival's lineup, voting, a group's tallies, live tallies and
# notifications.

query Festivals {
  festivals(first: 10) {
    edges {
      node {
        id
        name
        slug
        editions {
          name
          slug
          year
        }
      }
    }
  }
}
`;

// The example operations, kept as files and run against a seeded server by a Go test
// (internal/app/examples_test.go).
const examples = [lineup, vote, groupTallies, liveTallies, notifications].map((query) => ({ query }));

// `?query=` opens the playground on a given operation (shareable links, and the browser tests).
const initialQuery = new URLSearchParams(window.location.search).get('query') ?? undefined;

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={defaultQuery}
      initialQuery={initialQuery}
      defaultTabs={initialQuery ? undefined : [{ query: defaultQuery }, ...examples]}
    />
  </StrictMode>,
);
