import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchGraphQL } from './environment';
import { emitResync, wantsFreshReads } from './liveEvents';

// After a resync (lost live events, or a live event the store cannot apply) the refetches must
// not be answered from the server's shared anonymous cache: they ask for a fresh answer.
function request(kind: 'query' | 'mutation') {
  return { id: null, name: 'Q', operationKind: kind, text: `${kind} Q { __typename }`, cacheID: 'Q', metadata: {}, providedVariables: {} };
}

async function headersOf(kind: 'query' | 'mutation'): Promise<Record<string, string>> {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { __typename: 'Query' } })));
  vi.stubGlobal('fetch', fetchMock);
  await new Promise<void>((resolve, reject) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a minimal RequestParameters
    const observable = fetchGraphQL(request(kind) as any, {}, {}, null);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- FetchFunction returns an Observable here
    (observable as any).subscribe({ complete: resolve, error: reject });
  });
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
