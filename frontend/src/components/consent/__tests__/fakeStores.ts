import type { BrowserStores } from '../consent';

/** An in-memory cookie jar and local storage that record what the code writes. */
export function fakeStores() {
  const local = new Map<string, string>();
  const cookies = new Map<string, string>();
  const written: string[] = [];
  const stores: BrowserStores = {
    getCookies: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    setCookie: (c) => {
      written.push(c);
      const [pair] = c.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      if (/max-age=0(;|$)/i.test(c.replace(/\s/g, ''))) cookies.delete(name);
      else cookies.set(name, pair.slice(eq + 1));
    },
    local: {
      getItem: (k) => local.get(k) ?? null,
      setItem: (k, v) => void local.set(k, v),
      removeItem: (k) => void local.delete(k),
    },
  };
  return { stores, local, cookies, written };
}
