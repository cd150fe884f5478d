import { describe, expect, it } from 'vitest';
import { backForwardPolicy, markShown, watchBackForward } from './backForward';

const origin = 'http://localhost';
const at = (path: string) => new URL(path, origin);

// One listener for the whole file (the module keeps its state for the page load).
watchBackForward(window);

function goBackTo(path: string) {
  window.history.replaceState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

describe('backForwardPolicy', () => {
  it('reads the store when back returns to an address the list was shown at by the same viewer', () => {
    markShown(at('/e/sets?sort=name-asc'), 'U1');
    goBackTo('/e/sets?sort=name-asc');
    expect(backForwardPolicy(`${origin}/e/sets?sort=name-asc`, 'U1')).toBe('store-or-network');
  });

  it('fetches on a new navigation, once the back was answered, and for another address or viewer', () => {
    markShown(at('/e/sets'), null);
    // A link or a reload: no back/forward.
    expect(backForwardPolicy(`${origin}/e/sets`, null)).toBe('store-and-network');
    goBackTo('/e/sets');
    expect(backForwardPolicy(`${origin}/e/sets`, null)).toBe('store-or-network');
    // A second loader run for the same back (a revalidation) fetches.
    expect(backForwardPolicy(`${origin}/e/sets`, null)).toBe('store-and-network');
    goBackTo('/e/sets');
    expect(backForwardPolicy(`${origin}/e/sets`, 'U2')).toBe('store-and-network');
    goBackTo('/e/sets?sort=date-asc');
    expect(backForwardPolicy(`${origin}/e/sets?sort=date-asc`, null)).toBe('store-and-network');
  });

  it('remembers a bounded number of addresses, the oldest going first', () => {
    markShown(at('/old/sets'), null);
    for (let i = 0; i < 50; i++) markShown(at(`/e/sets?q=${i}`), null);
    goBackTo('/old/sets');
    expect(backForwardPolicy(`${origin}/old/sets`, null)).toBe('store-and-network');
    goBackTo('/e/sets?q=0');
    expect(backForwardPolicy(`${origin}/e/sets?q=0`, null)).toBe('store-or-network');
  });
});
