import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyTheme,
  chooseTheme,
  currentTheme,
  knownThemeAt,
  parseThemeChoice,
  reconcileTheme,
  resolveTheme,
  storedThemeChoice,
  THEME_KEY,
  THEME_UNSYNCED_KEY,
  themeUnsynced,
  toServerTheme,
  type ThemeChoice,
} from './theme';

function preferLight(light: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (q: string) =>
      ({
        matches: q === '(prefers-color-scheme: light)' ? light : false,
        media: q,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('resolveTheme', () => {
  it.each([
    ['system', true, 'light'],
    ['system', false, 'dark'],
    ['light', false, 'light'],
    ['light', true, 'light'],
    ['dark', true, 'dark'],
    ['dark', false, 'dark'],
  ] as const)('%s with a light preference %s gives %s', (choice, light, want) => {
    expect(resolveTheme(choice, light)).toBe(want);
  });
});

describe('parseThemeChoice', () => {
  it('reads the three choices and nothing else', () => {
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice('DARK')).toBe('dark');
    expect(parseThemeChoice('SYSTEM')).toBe('system');
    expect(parseThemeChoice('sepia')).toBe('system');
    expect(parseThemeChoice(null)).toBe('system');
    expect(parseThemeChoice(undefined)).toBe('system');
  });
  it('maps to the schema enum', () => {
    expect(['system', 'light', 'dark'].map((c) => toServerTheme(c as ThemeChoice))).toEqual(['SYSTEM', 'LIGHT', 'DARK']);
  });
});

describe('reconcileTheme', () => {
  const t1 = '2026-07-04T12:00:00Z';
  const t2 = '2026-07-04T12:00:01.5Z';
  it('adopts a server choice newer than the one this device knows', () => {
    expect(reconcileTheme('system', false, null, 'light', t1)).toBe('adopt');
    expect(reconcileTheme('dark', false, t1, 'light', t2)).toBe('adopt');
    expect(reconcileTheme('light', false, t1, 'light', t2)).toBe('none');
  });
  it('keeps the choice against an older or equal copy (a saved offline store) and a server that never saw one', () => {
    expect(reconcileTheme('light', false, t2, 'system', t1)).toBe('none');
    expect(reconcileTheme('light', false, t2, 'dark', t2)).toBe('none');
    expect(reconcileTheme('light', false, null, 'system', null)).toBe('none');
  });
  it('sends a choice not yet on the server', () => {
    expect(reconcileTheme('dark', true, t1, 'light', t2)).toBe('push');
    expect(reconcileTheme('light', true, t1, 'light', t2)).toBe('none');
  });
});

describe('choosing', () => {
  it('keeps the choice on the device and shows it on <html>', () => {
    preferLight(false);
    chooseTheme('light', true);
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
    expect(knownThemeAt()).toBeNull();
    expect(themeUnsynced()).toBe(true);
    expect(currentTheme()).toBe('light');
    chooseTheme('system', false, '2026-07-04T12:00:00Z');
    expect(storedThemeChoice()).toBe('system');
    expect(knownThemeAt()).toBe('2026-07-04T12:00:00Z');
    expect(localStorage.getItem(THEME_UNSYNCED_KEY)).toBeNull();
    expect(currentTheme()).toBe('dark');
  });
  it('sets the browser bar colour', () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.appendChild(meta);
    applyTheme('light');
    expect(meta.getAttribute('content')).toBe('#ffffff');
    applyTheme('dark');
    expect(meta.getAttribute('content')).toBe('#020617');
    meta.remove();
  });
});

// index.html's inline script decides the theme before the first paint, without the app's code:
// it must decide as resolveTheme does, for every stored value and device preference.
describe("index.html's pre-paint script", () => {
  const html = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');
  const head = html.match(/<script>([\s\S]*?)<\/script>/);
  if (!head) throw new Error('index.html has no inline script in its head');
  const run = new Function(head[1]);

  it.each([null, 'system', 'light', 'dark', 'junk'])('stored %s', (stored) => {
    for (const light of [true, false]) {
      preferLight(light);
      if (stored === null) localStorage.removeItem(THEME_KEY);
      else localStorage.setItem(THEME_KEY, stored);
      delete document.documentElement.dataset.theme;
      run();
      expect(document.documentElement.dataset.theme).toBe(resolveTheme(parseThemeChoice(stored), light));
    }
  });
});
