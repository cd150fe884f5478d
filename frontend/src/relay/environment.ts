import type { Client } from 'graphql-ws';
import { startTransition } from 'react';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type SubscribeFunction,
} from 'relay-runtime';

import { isOffline, OfflineError } from '../offline/connectivity';
import { GRAPHQL_PATH, webSocketUrl } from './environment-urls';
import { NetworkError } from './networkError';
import { emitResync, wantsFreshReads } from './liveEvents';
import { waitToReconnect, whenOnline } from './reconnect';

export { GRAPHQL_PATH, NetworkError, webSocketUrl };

type GraphQLErrorShape = { message: string; path?: ReadonlyArray<string | number>; extensions?: { code?: string } };

/** A GraphQL response that carried errors and no data; `errors` keeps the server's list. */
export class GraphQLResponseError extends Error {
  readonly errors: ReadonlyArray<GraphQLErrorShape>;
  constructor(errors: ReadonlyArray<GraphQLErrorShape>) {
    super(errors.map((e) => e.message).join('\n') || 'GraphQL request failed');
    this.name = 'GraphQLResponseError';
    this.errors = errors;
  }
  get code(): string | undefined {
    return this.errors[0]?.extensions?.code;
  }
}

function checkResponse(json: unknown): GraphQLResponse {
  const body = json as { data?: unknown; errors?: GraphQLErrorShape[] };
  if (Array.isArray(body.errors) && body.errors.length > 0) {
    // A result without data cannot be rendered: fail the request so error boundaries show it.
    // Partial data with errors is passed on; Relay logs the field errors.
    if (body.data == null) throw new GraphQLResponseError(body.errors);
    if (import.meta.env.DEV) console.warn('GraphQL errors with partial data', body.errors);
  }
  return json as GraphQLResponse;
}

export const fetchGraphQL: FetchFunction = (operation, variables, cacheConfig) => {
  if (isOffline()) {
    // Reads are answered from the store (store-and-network renders what it has). Mutations that
    // reach this point never queue (sign-in, profile, admin; votes and notes go to the outbox).
    if (operation.operationKind === 'mutation') return Observable.create((sink) => sink.error(new OfflineError()));
    return Observable.create((sink) => sink.complete());
  }
  return fetchOnline(operation, variables, cacheConfig);
};

/**
 * A route load whose data the store already has (preload.ts) sets this in its network cache
 * config: when the server cannot be reached although the browser is online (down, restarting),
 * the request completes without data, as offline, and the screen keeps the saved data instead of
 * an error. Other failures (HTTP errors, GraphQL errors) still fail.
 */
export const STORE_FALLBACK = 'storeFallback';

/**
 * A mutation that sets this in its network cache config goes over the live socket when one is
 * open (the crew's dots keep one open while a member shares): it is authenticated already, so
 * the server reads no HTTP request and looks no session up (issue 35's load). With no socket
 * open it goes over HTTP as usual.
 */
export const OVER_SOCKET = 'overSocket';

const fetchOnline: FetchFunction = (operation, variables, cacheConfig) => {
  const request =
    cacheConfig?.metadata?.[OVER_SOCKET] && socketOpen && operation.text
      ? // A socket opened before the visitor signed in is anonymous: the cookie goes over HTTP.
        overSocket(operation.text, operation.name, variables).catch((error: Error) =>
          error instanceof GraphQLResponseError && error.code === 'UNAUTHENTICATED'
            ? fetchJSON(operation, variables)
            : Observable.create<GraphQLResponse>((sink) => sink.error(error)),
        )
      : fetchJSON(operation, variables);
  if (!cacheConfig?.metadata?.[STORE_FALLBACK]) return request;
  return request.catch((error: Error) =>
    Observable.create<GraphQLResponse>((sink) => (error instanceof TypeError ? sink.complete() : sink.error(error))),
  );
};

const fetchJSON = (operation: Parameters<FetchFunction>[0], variables: Parameters<FetchFunction>[1]) =>
  Observable.from(
    (async () => {
      const response = await fetch(GRAPHQL_PATH, {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          ...(operation.operationKind === 'query' && wantsFreshReads() ? { 'cache-control': 'no-cache' } : {}),
        },
        body: JSON.stringify({ query: operation.text, operationName: operation.name, variables }),
      });
      let json: unknown;
      try {
        json = await response.json();
      } catch {
        throw new NetworkError(response.status, `Request failed (HTTP ${response.status})`);
      }
      return checkResponse(json);
    })(),
  );

let wsClient: Promise<Client> | undefined;
let socketOpen = false;

/** One operation over the open socket: its one answer, checked as an HTTP answer is. */
const overSocket = (query: string, operationName: string, variables: Parameters<FetchFunction>[1]) =>
  Observable.create<GraphQLResponse>((sink) => {
    let unsubscribe: (() => void) | undefined;
    void getWsClient().then((client) => {
      unsubscribe = client.subscribe(
        { query, operationName, variables },
        {
          next: (value) => {
            try {
              sink.next(checkResponse(value));
            } catch (error) {
              sink.error(error as Error);
            }
          },
          error: (error) =>
            sink.error(
              Array.isArray(error)
                ? new GraphQLResponseError(error as GraphQLErrorShape[])
                : error instanceof Error
                  ? error
                  : new Error('Connection closed'),
            ),
          complete: () => sink.complete(),
        },
      );
    });
    return () => unsubscribe?.();
  });

/**
 * One graphql-ws client per page, loaded and created on the first subscription (the module stays
 * out of the initial bundle). It connects lazily and, after a drop, reconnects with backoff and
 * jitter, but never while the browser is offline (reconnect.ts). Going offline closes the socket
 * at once rather than leaving it half-open.
 */
export function getWsClient(): Promise<Client> {
  wsClient ??= import('graphql-ws').then(({ createClient }) => {
    const client = createClient({
      url: webSocketUrl(),
      lazy: true,
      retryAttempts: Infinity,
      shouldRetry: () => true,
      retryWait: waitToReconnect,
      // graphql-ws re-sends active subscriptions after a reconnect, but events of the gap are lost:
      // screens showing live data refetch once (see liveEvents.ts).
      on: {
        connected: (_socket, _payload, wasRetry) => {
          socketOpen = true;
          if (wasRetry) emitResync();
        },
        closed: () => {
          socketOpen = false;
        },
      },
    });
    window.addEventListener('offline', () => client.terminate());
    return client;
  });
  return wsClient;
}

export const subscribeGraphQL: SubscribeFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    if (!operation.text) {
      sink.error(new Error('Subscription has no query text'));
      return;
    }
    const query = operation.text;
    let unsubscribe: (() => void) | undefined;
    let closed = false;
    // Opened offline (a cold start from the app shell), the socket waits for the network.
    whenOnline()
      .then(getWsClient)
      .then(
        (client) => {
          if (closed) return;
          unsubscribe = client.subscribe(
            { query, operationName: operation.name, variables },
            {
              next: (value) => {
                try {
                  sink.next(checkResponse(value));
                } catch (error) {
                  sink.error(error as Error);
                }
              },
              error: (error) => {
                if (error instanceof Error) sink.error(error);
                else if (Array.isArray(error)) sink.error(new GraphQLResponseError(error as GraphQLErrorShape[]));
                else sink.error(new Error('Subscription connection closed'));
              },
              complete: () => sink.complete(),
            },
          );
        },
        (error: unknown) => sink.error(error instanceof Error ? error : new Error(String(error))),
      );
    return () => {
      closed = true;
      unsubscribe?.();
    };
  });

/**
 * Relay's store updates (a query's answer, a page, a live event) reach the components as React
 * transitions: React renders them in slices of a few milliseconds, yielding to input and paint
 * between, instead of one long task per update (Lighthouse's total blocking time). The task runs
 * at once, so Relay's order of updates is unchanged.
 */
const transitionScheduler = {
  schedule(task: () => void): string {
    startTransition(task);
    return '';
  },
  cancel(): void {},
};

export function createEnvironment(store: Store = new Store(new RecordSource())): Environment {
  return new Environment({ network: Network.create(fetchGraphQL, subscribeGraphQL), store, scheduler: transitionScheduler });
}
