// Cookie consent (visitor-app.md §4 "Cookie consent", §9): the stored record, where it lives and
// why the banner shows. Pure functions over a small storage interface, so the rules are tested
// without a browser (consent.test.ts).
import type { HostInfo } from '../../lib/host';

export const CONSENT_KEY = 'gdpr-consent';
export const CONSENT_VERSION = '1.0';
/** The consent cookie lives a year (on the production domain). */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** A saved sidebar/panel state (a 'preferences' item, kept 7 days); revoking clears it. */
export const SIDEBAR_STATE_KEY = 'sidebar_state';
export const SIDEBAR_STATE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export type ConsentCategory = 'essential' | 'analytics' | 'preferences' | 'marketing';

export type ConsentChoices = {
  essential: true;
  analytics: boolean;
  preferences: boolean;
  marketing: boolean;
};

export type ConsentRecord = ConsentChoices & { version: string; timestamp: string };

export const ESSENTIAL_ONLY: ConsentChoices = { essential: true, analytics: false, preferences: false, marketing: false };
export const ACCEPT_ALL: ConsentChoices = { essential: true, analytics: true, preferences: true, marketing: true };

/** Why the banner shows; null when a valid record of the current version is stored. */
export type BannerReason = 'none-stored' | 'unparsable' | 'old-version' | null;

/** Where the record is kept: a cookie on the production domain, local storage elsewhere. */
export type ConsentStorage = {
  kind: 'cookie' | 'local';
  read(): string | null;
  write(value: string): void;
  remove(): void;
};

/** The browser's cookie jar and local storage, replaceable in tests. */
export type BrowserStores = {
  getCookies(): string;
  setCookie(cookie: string): void;
  local: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
};

export function browserStores(): BrowserStores {
  let local: BrowserStores['local'] = null;
  try {
    local = globalThis.localStorage ?? null;
  } catch {
    local = null; // storage blocked by the browser
  }
  return {
    getCookies: () => globalThis.document?.cookie ?? '',
    setCookie: (c) => {
      if (globalThis.document) globalThis.document.cookie = c;
    },
    local,
  };
}

/**
 * The production domain is the site's own APP_DOMAIN when it is a real domain (it has a dot and
 * is not an IP address), seen from the main site or a festival subdomain. There the record is a
 * cookie scoped to the domain, so every festival subdomain shares one choice.
 */
export function productionCookieDomain(host: HostInfo): string | null {
  if (host.kind === 'other') return null;
  const domain = host.appDomain;
  if (!domain.includes('.') || /^[\d.]+$/.test(domain) || domain.includes(':')) return null;
  return domain;
}

function readCookie(all: string, name: string): string | null {
  for (const part of all.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return part.slice(eq + 1).trim();
      }
    }
  }
  return null;
}

export function consentStorage(host: HostInfo, secure: boolean, stores: BrowserStores = browserStores()): ConsentStorage {
  const domain = productionCookieDomain(host);
  if (domain) {
    const attrs = `; Path=/; Domain=${domain}; SameSite=Lax${secure ? '; Secure' : ''}`;
    return {
      kind: 'cookie',
      read: () => readCookie(stores.getCookies(), CONSENT_KEY),
      write: (value) =>
        stores.setCookie(`${CONSENT_KEY}=${encodeURIComponent(value)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}${attrs}`),
      remove: () => stores.setCookie(`${CONSENT_KEY}=; Max-Age=0${attrs}`),
    };
  }
  return {
    kind: 'local',
    read: () => stores.local?.getItem(CONSENT_KEY) ?? null,
    write: (value) => stores.local?.setItem(CONSENT_KEY, value),
    remove: () => stores.local?.removeItem(CONSENT_KEY),
  };
}

/** Reads the stored record and tells whether (and why) the banner must show. */
export function loadConsent(storage: ConsentStorage): { consent: ConsentRecord | null; reason: BannerReason } {
  const raw = storage.read();
  if (raw === null || raw === '') return { consent: null, reason: 'none-stored' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { consent: null, reason: 'unparsable' };
  }
  if (!isRecord(parsed)) return { consent: null, reason: 'unparsable' };
  if (parsed.version !== CONSENT_VERSION) return { consent: null, reason: 'old-version' };
  return { consent: parsed, reason: null };
}

function isRecord(v: unknown): v is ConsentRecord {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    r.essential === true &&
    typeof r.analytics === 'boolean' &&
    typeof r.preferences === 'boolean' &&
    typeof r.marketing === 'boolean' &&
    typeof r.version === 'string'
  );
}

/** Stores the choices as the current version's record. Essential is always on. */
export function saveConsent(storage: ConsentStorage, choices: ConsentChoices, now = new Date()): ConsentRecord {
  const record: ConsentRecord = {
    essential: true,
    analytics: choices.analytics,
    preferences: choices.preferences,
    marketing: choices.marketing,
    version: CONSENT_VERSION,
    timestamp: now.toISOString(),
  };
  storage.write(JSON.stringify(record));
  return record;
}

/**
 * Revoking removes the record (the banner shows again) and, unless preferences were allowed,
 * the saved sidebar state too.
 */
export function revokeConsent(storage: ConsentStorage, current: ConsentRecord | null, stores: BrowserStores = browserStores()) {
  storage.remove();
  if (!current?.preferences) clearSidebarState(stores);
}

export function clearSidebarState(stores: BrowserStores = browserStores()) {
  stores.setCookie(`${SIDEBAR_STATE_KEY}=; Max-Age=0; Path=/`);
  stores.local?.removeItem(SIDEBAR_STATE_KEY);
}

/** Whether the app may keep data of a category: essential always, the rest only when allowed. */
export function mayStore(consent: ConsentRecord | null, category: ConsentCategory): boolean {
  if (category === 'essential') return true;
  return Boolean(consent?.[category]);
}

/** The dialog starts from the stored choices, or essential only. */
export function initialChoices(consent: ConsentRecord | null): ConsentChoices {
  if (!consent) return { ...ESSENTIAL_ONLY };
  return { essential: true, analytics: consent.analytics, preferences: consent.preferences, marketing: consent.marketing };
}
