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

const fetcher = createGraphiQLFetcher({
  url: GRAPHQL_PATH,
  // Same-origin session cookie; the toolkit posts JSON with content-type application/json.
  fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
  // Subscriptions over graphql-ws (protocol graphql-transport-ws); the cookie authenticates the socket.
  wsClient: createClient({ url: webSocketUrl(), lazy: true, retryAttempts: 3 }),
});

const defaultQuery = `# Festival voting API playground.
# Queries and mutations go over POST /graphql; subscriptions over WebSocket.

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

// `?query=` opens the playground on a given operation (shareable links, and the browser tests).
const initialQuery = new URLSearchParams(window.location.search).get('query') ?? undefined;

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} initialQuery={initialQuery} />
  </StrictMode>,
);
