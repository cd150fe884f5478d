import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchGraphQL, STORE_FALLBACK } from './environment';
import { emitResync, wantsFreshReads } from './liveEvents';

// The network layer's two rules on top of fetch: queries shortly after a resync ask the server's
// shared anonymous cache for a fresh answer, and a route load the store can answer keeps its data
// when the server cannot be reached.
function request(kind: 'query' | 'mutation') {
  return { id: null, name: 'Q', operationKind: kind, text: `${kind} Q { __typename }`, cacheID: 'Q', metadata: {}, providedVariables: {} };
}

/** Runs one request through fetchGraphQL: 'complete' or 'error: <message>'. */
function run(kind: 'query' | 'mutation', cacheConfig: object = {}): Promise<string> {
  return new Promise((resolve) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a minimal RequestParameters; FetchFunction returns an Observable here
    (fetchGraphQL(request(kind) as any, {}, cacheConfig, null) as any).subscribe({
      complete: () => resolve('complete'),
      error: (e: Error) => resolve(`error: ${e.message}`),
    });
  });
}

async function headersOf(kind: 'query' | 'mutation'): Promise<Record<string, string>> {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { __typename: 'Query' } })));
  vi.stubGlobal('fetch', fetchMock);
  expect(await run(kind)).toBe('complete');
  const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return init[1].headers as Record<string, string>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('fresh reads after a resync', () => {
  it('queries ask for no-cache for a few seconds after a resync, then not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-17T20:00:00Z'));
    expect(wantsFreshReads()).toBe(false);
    expect((await headersOf('query'))['cache-control']).toBeUndefined();
    emitResync();
    expect((await headersOf('query'))['cache-control']).toBe('no-cache');
    expect((await headersOf('mutation'))['cache-control']).toBeUndefined();
    vi.setSystemTime(new Date('2026-07-17T20:00:06Z'));
    expect((await headersOf('query'))['cache-control']).toBeUndefined();
  });
});

describe('store fallback when the server cannot be reached', () => {
  const unreachable = () => vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
  it('completes without data for a load the store can answer', async () => {
    unreachable();
    expect(await run('query', { metadata: { [STORE_FALLBACK]: true } })).toBe('complete');
  });
  it('fails without the flag', async () => {
    unreachable();
    expect(await run('query')).toBe('error: Failed to fetch');
  });
  it('still fails on an HTTP error with the flag', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('oops', { status: 500 })));
    expect(await run('query', { metadata: { [STORE_FALLBACK]: true } })).toBe('error: Request failed (HTTP 500)');
  });
});
