import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  CONSENT_KEY,
  consentStorage,
  ESSENTIAL_ONLY,
  initialChoices,
  loadConsent,
  mayStore,
  revokeConsent,
  saveConsent,
  SIDEBAR_STATE_KEY,
} from '../consent';
import { fakeStores } from './fakeStores';

const localhost = { kind: 'main', appDomain: 'localhost' } as const;
const production = { kind: 'festival', appDomain: 'festivals.example', festivalSlug: 'aurora' } as const;

describe('the banner shows', () => {
  it('when no consent is stored', () => {
    const { stores } = fakeStores();
    expect(loadConsent(consentStorage(localhost, false, stores))).toEqual({ consent: null, reason: 'none-stored' });
  });

  it('when the stored record cannot be parsed', () => {
    const { stores, local } = fakeStores();
    const storage = consentStorage(localhost, false, stores);
    for (const bad of ['{not json', '"a string"', 'null', '{"essential":true}', '{"version":"1.0","analytics":"yes"}']) {
      local.set(CONSENT_KEY, bad);
      expect(loadConsent(storage).reason, bad).toBe('unparsable');
    }
  });

  it('when the stored record has another version', () => {
    const { stores, local } = fakeStores();
    local.set(CONSENT_KEY, JSON.stringify({ ...ACCEPT_ALL, version: '0.9', timestamp: '2025-01-01T00:00:00Z' }));
    expect(loadConsent(consentStorage(localhost, false, stores))).toEqual({ consent: null, reason: 'old-version' });
  });

  it('not when a record of version 1.0 is stored', () => {
    const { stores } = fakeStores();
    const storage = consentStorage(localhost, false, stores);
    const saved = saveConsent(storage, ESSENTIAL_ONLY, new Date('2026-11-25T08:00:00Z'));
    expect(saved).toEqual({ ...ESSENTIAL_ONLY, version: '1.0', timestamp: '2026-11-25T08:00:00.000Z' });
    expect(loadConsent(storage)).toEqual({ consent: saved, reason: null });
  });
});

describe('storage', () => {
  it('is local storage off the production domain, with no cookie', () => {
    const { stores, local, written } = fakeStores();
    saveConsent(consentStorage(localhost, false, stores), ACCEPT_ALL);
    expect(JSON.parse(local.get(CONSENT_KEY)!)).toMatchObject({ ...ACCEPT_ALL, version: '1.0' });
    expect(written).toEqual([]);
    expect(consentStorage({ kind: 'other', appDomain: 'festivals.example' }, true, stores).kind).toBe('local');
    expect(consentStorage({ kind: 'main', appDomain: '127.0.0.1' }, true, stores).kind).toBe('local');
  });

  it('is a cookie shared across subdomains on the production domain: 365 days, path /, Lax, Secure on https', () => {
    const { stores, local, written } = fakeStores();
    const storage = consentStorage(production, true, stores);
    saveConsent(storage, ESSENTIAL_ONLY);
    expect(local.size).toBe(0);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^gdpr-consent=[^;]+; Max-Age=31536000; Path=\/; Domain=festivals\.example; SameSite=Lax; Secure$/);
    expect(loadConsent(storage).consent).toMatchObject(ESSENTIAL_ONLY);
    // Over plain http the cookie is not Secure.
    const plain = fakeStores();
    saveConsent(consentStorage(production, false, plain.stores), ESSENTIAL_ONLY);
    expect(plain.written[0]).not.toContain('Secure');
  });
});

describe('revoking', () => {
  it('removes the record and, when preferences were not allowed, the sidebar state', () => {
    const { stores, local, cookies } = fakeStores();
    const storage = consentStorage(localhost, false, stores);
    const consent = saveConsent(storage, { ...ACCEPT_ALL, preferences: false });
    local.set(SIDEBAR_STATE_KEY, 'true');
    cookies.set(SIDEBAR_STATE_KEY, 'true');
    revokeConsent(storage, consent, stores);
    expect(loadConsent(storage).reason).toBe('none-stored');
    expect(local.has(SIDEBAR_STATE_KEY)).toBe(false);
    expect(cookies.has(SIDEBAR_STATE_KEY)).toBe(false);
  });

  it('keeps the sidebar state when preferences were allowed', () => {
    const { stores, local } = fakeStores();
    const storage = consentStorage(localhost, false, stores);
    const consent = saveConsent(storage, ACCEPT_ALL);
    local.set(SIDEBAR_STATE_KEY, 'true');
    revokeConsent(storage, consent, stores);
    expect(local.has(CONSENT_KEY)).toBe(false);
    expect(local.get(SIDEBAR_STATE_KEY)).toBe('true');
  });

  it('removes the production cookie with the same domain and path', () => {
    const { stores, cookies, written } = fakeStores();
    const storage = consentStorage(production, true, stores);
    revokeConsent(storage, saveConsent(storage, ACCEPT_ALL), stores);
    expect(cookies.has(CONSENT_KEY)).toBe(false);
    expect(written[1]).toBe('gdpr-consent=; Max-Age=0; Path=/; Domain=festivals.example; SameSite=Lax; Secure');
  });
});

describe('categories', () => {
  it('allow non-essential storage only when chosen', () => {
    expect(mayStore(null, 'essential')).toBe(true);
    expect(mayStore(null, 'preferences')).toBe(false);
    const only = { ...ESSENTIAL_ONLY, version: '1.0', timestamp: '' };
    expect(mayStore(only, 'preferences')).toBe(false);
    expect(mayStore({ ...only, preferences: true }, 'preferences')).toBe(true);
  });

  it('start the dialog from the stored choices, or essential only', () => {
    expect(initialChoices(null)).toEqual(ESSENTIAL_ONLY);
    expect(initialChoices({ ...ESSENTIAL_ONLY, marketing: true, version: '1.0', timestamp: '' })).toEqual({
      ...ESSENTIAL_ONLY,
      marketing: true,
    });
  });
});
