import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchGraphQL, STORE_FALLBACK } from './environment';

// A route load whose data the store has keeps it on screen when the server cannot be reached
// (fetch rejects with a TypeError although the browser is online); anything else still fails.
const request = { id: null, name: 'Q', operationKind: 'query', text: 'query Q { __typename }', cacheID: 'Q', metadata: {}, providedVariables: {} };

function run(cacheConfig: object): Promise<'complete' | string> {
  return new Promise((resolve) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a minimal RequestParameters; FetchFunction returns an Observable here
    (fetchGraphQL(request as any, {}, cacheConfig, null) as any).subscribe({
      complete: () => resolve('complete'),
      error: (e: Error) => resolve(`error: ${e.message}`),
    });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('store fallback when the server cannot be reached', () => {
  it('completes without data for a load the store can answer', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await run({ metadata: { [STORE_FALLBACK]: true } })).toBe('complete');
  });
  it('fails without the flag', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await run({})).toBe('error: Failed to fetch');
  });
  it('still fails on an HTTP error with the flag', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('oops', { status: 500 })));
    expect(await run({ metadata: { [STORE_FALLBACK]: true } })).toBe('error: Request failed (HTTP 500)');
  });
});
