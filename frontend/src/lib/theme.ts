// Day and night (issue 36 item 4): the dark theme and a high-contrast light one for daylight.
//
// The visitor's choice is 'system' (follow prefers-color-scheme), 'light' or 'dark'. It is kept
// on this device in local storage under THEME_KEY, which index.html's inline script reads before
// the first paint (it repeats resolveTheme in a few lines: keep the two in step), and on the
// server for a signed-in viewer (Viewer.theme, setThemePreference), which carries it to the
// account's other devices. The page's theme is <html data-theme="light|dark">; index.css maps
// the palette and the --theme-* variables for each (docs/design-frontend.md, "Themes").

export type ThemeChoice = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

/** The device's copy of the choice (a plain string: 'system', 'light' or 'dark'). */
export const THEME_KEY = 'festival:theme';
/** Set while a choice made on this device has not reached the server yet. */
export const THEME_UNSYNCED_KEY = 'festival:theme:unsynced';
/** The server's themeChangedAt of the choice this device last adopted or saved there. */
export const THEME_AT_KEY = 'festival:theme:at';

/** The browser bar's colour (<meta name="theme-color">) in each theme: the page's background. */
export const THEME_COLOR: Record<Theme, string> = {
  dark: '#020617',
  light: '#ffffff',
};

export const LIGHT_QUERY = '(prefers-color-scheme: light)';

/** A stored or received value as a choice; anything else is 'system'. */
export function parseThemeChoice(raw: unknown): ThemeChoice {
  if (typeof raw !== 'string') return 'system';
  const v = raw.trim().toLowerCase();
  return v === 'light' || v === 'dark' ? v : 'system';
}

/**
 * The theme to show: a fixed choice wins; 'system' gives light only when the device prefers
 * light (no preference, or a dark one, keeps the app's dark theme).
 */
export function resolveTheme(choice: ThemeChoice, prefersLight: boolean): Theme {
  if (choice === 'light' || choice === 'dark') return choice;
  return prefersLight ? 'light' : 'dark';
}

/**
 * What to do when the signed-in viewer's theme comes from the server (Viewer.theme and
 * themeChangedAt): a choice made here that has not reached the server yet is sent ('push');
 * a server choice newer than the one this device knows (knownAt: the themeChangedAt it last
 * adopted or saved) is adopted ('adopt'); anything else, an older copy such as a saved offline
 * store or a server that never saw a choice, changes nothing ('none').
 */
export function reconcileTheme(
  local: ThemeChoice,
  unsynced: boolean,
  knownAt: string | null,
  server: ThemeChoice,
  serverAt: string | null,
): 'push' | 'adopt' | 'none' {
  if (unsynced) return local === server ? 'none' : 'push';
  if (serverAt == null) return 'none';
  const at = Date.parse(serverAt);
  const known = knownAt == null ? NaN : Date.parse(knownAt);
  if (!Number.isNaN(known) && !(at > known)) return 'none';
  return local === server ? 'none' : 'adopt';
}

/** The schema's ThemePreference for a choice, and back. */
export function toServerTheme(choice: ThemeChoice): 'SYSTEM' | 'LIGHT' | 'DARK' {
  return choice === 'light' ? 'LIGHT' : choice === 'dark' ? 'DARK' : 'SYSTEM';
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage blocked
  }
}

export function storedThemeChoice(): ThemeChoice {
  try {
    return parseThemeChoice(storage()?.getItem(THEME_KEY));
  } catch {
    return 'system';
  }
}

export function themeUnsynced(): boolean {
  try {
    return storage()?.getItem(THEME_UNSYNCED_KEY) === '1';
  } catch {
    return false;
  }
}

export function knownThemeAt(): string | null {
  try {
    return storage()?.getItem(THEME_AT_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * Keeps the choice on this device; unsynced marks it as still to be sent to the server, and at
 * (the server's themeChangedAt) records which server choice this device now knows.
 */
export function saveThemeChoice(choice: ThemeChoice, unsynced = false, at?: string | null) {
  try {
    const s = storage();
    if (!s) return;
    s.setItem(THEME_KEY, choice);
    if (unsynced) s.setItem(THEME_UNSYNCED_KEY, '1');
    else s.removeItem(THEME_UNSYNCED_KEY);
    if (at) s.setItem(THEME_AT_KEY, at);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  for (const fn of choiceListeners) fn();
}

const choiceListeners = new Set<() => void>();

/** Calls fn after each saved choice (useSyncExternalStore's subscribe). */
export function subscribeThemeChoice(fn: () => void): () => void {
  choiceListeners.add(fn);
  return () => choiceListeners.delete(fn);
}

export function prefersLight(): boolean {
  return typeof matchMedia === 'function' && matchMedia(LIGHT_QUERY).matches;
}

/** Shows theme on the page: <html data-theme>, the form controls' scheme and the browser bar. */
export function applyTheme(theme: Theme, doc: Document = document) {
  const root = doc.documentElement;
  if (root.dataset.theme !== theme) root.dataset.theme = theme;
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme]);
  for (const fn of listeners) fn(theme);
}

/** The theme the page shows now (index.html's script set it before the first paint). */
export function currentTheme(doc: Document = document): Theme {
  return doc.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
}

const listeners = new Set<(t: Theme) => void>();

/** Calls fn with the theme whenever it changes; returns the function that stops it. */
export function onThemeChange(fn: (t: Theme) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Chooses (saves on this device and shows at once); the caller sends it to the server. */
export function chooseTheme(choice: ThemeChoice, unsynced = false, at?: string | null) {
  saveThemeChoice(choice, unsynced, at);
  applyTheme(resolveTheme(choice, prefersLight()));
}

let watching = false;

/**
 * Follows the device's preference while the choice is 'system', and a choice made in another
 * tab (the storage event). Started once by the app's entry.
 */
export function watchTheme() {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  const refresh = () => applyTheme(resolveTheme(storedThemeChoice(), prefersLight()));
  if (typeof matchMedia === 'function') matchMedia(LIGHT_QUERY).addEventListener?.('change', refresh);
  window.addEventListener('storage', (e) => {
    if (e.key !== THEME_KEY && e.key !== null) return;
    refresh();
    for (const fn of choiceListeners) fn();
  });
  refresh();
}
