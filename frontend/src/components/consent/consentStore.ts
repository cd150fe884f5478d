import { useSyncExternalStore } from 'react';
import { currentHost } from '../../lib/host';
import {
  ACCEPT_ALL,
  browserStores,
  consentStorage,
  ESSENTIAL_ONLY,
  loadConsent,
  revokeConsent,
  saveConsent,
  type BannerReason,
  type BrowserStores,
  type ConsentChoices,
  type ConsentRecord,
  type ConsentStorage,
} from './consent';

export type ConsentState = {
  consent: ConsentRecord | null;
  /** Why the banner shows (null: it does not). */
  reason: BannerReason;
  preferencesOpen: boolean;
};

/**
 * The page's one consent state: the banner, the preferences dialog and the footer's buttons read
 * and change it through useConsent(), wherever they are mounted.
 */
export class ConsentController {
  private state: ConsentState;
  private listeners = new Set<() => void>();

  constructor(
    private storage: ConsentStorage,
    private stores: BrowserStores,
  ) {
    this.state = { ...loadConsent(storage), preferencesOpen: false };
  }

  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  getState = () => this.state;

  private set(next: Partial<ConsentState>) {
    this.state = { ...this.state, ...next };
    this.listeners.forEach((fn) => fn());
  }

  save = (choices: ConsentChoices) =>
    this.set({ consent: saveConsent(this.storage, choices), reason: null, preferencesOpen: false });
  acceptAll = () => this.save(ACCEPT_ALL);
  essentialOnly = () => this.save(ESSENTIAL_ONLY);
  openPreferences = () => this.set({ preferencesOpen: true });
  closePreferences = () => this.set({ preferencesOpen: false });
  revoke = () => {
    revokeConsent(this.storage, this.state.consent, this.stores);
    this.set({ consent: null, reason: 'none-stored', preferencesOpen: false });
  };
}

let controller: ConsentController | null = null;

export function consentController(): ConsentController {
  if (!controller) {
    const stores = browserStores();
    const secure = globalThis.location?.protocol === 'https:';
    controller = new ConsentController(consentStorage(currentHost(), secure, stores), stores);
  }
  return controller;
}

/** Replaces the page's controller (tests). */
export function setConsentController(c: ConsentController | null) {
  controller = c;
}

export function useConsent() {
  const c = consentController();
  const state = useSyncExternalStore(c.subscribe, c.getState, c.getState);
  return { ...state, controller: c };
}
