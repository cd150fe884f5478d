import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NUDGE_EVERY_MS, NUDGES, nudgeWaiting } from './nudgeWaiting';

type Listener = () => void;

/** A registration and its workers, as far as nudgeWaiting uses them. */
function fakeRegistration() {
  const listeners: Record<string, Listener[]> = {};
  const worker = (state: string) => {
    const own: Listener[] = [];
    return {
      state,
      postMessage: vi.fn(),
      addEventListener: (_type: string, fn: Listener) => own.push(fn),
      become(next: string) {
        this.state = next;
        own.forEach((fn) => fn());
      },
    };
  };
  const registration = {
    installing: null as ReturnType<typeof worker> | null,
    waiting: null as ReturnType<typeof worker> | null,
    addEventListener: (type: string, fn: Listener) => (listeners[type] ??= []).push(fn),
  };
  return {
    registration,
    /** A new version is found and installs; it stays waiting unless `activates`. */
    update(activates: boolean) {
      const w = worker('installing');
      registration.installing = w;
      listeners.updatefound?.forEach((fn) => fn());
      registration.installing = null;
      if (!activates) registration.waiting = w;
      w.become('installed');
      return w;
    },
  };
}

describe('nudgeWaiting', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks a waiting new version to take over until it does', () => {
    const { registration, update } = fakeRegistration();
    nudgeWaiting(registration as unknown as ServiceWorkerRegistration);
    const w = update(false);
    vi.advanceTimersByTime(NUDGE_EVERY_MS * 3);
    expect(w.postMessage).toHaveBeenCalledTimes(3);
    expect(w.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    registration.waiting = null; // it took over
    vi.advanceTimersByTime(NUDGE_EVERY_MS * 5);
    expect(w.postMessage).toHaveBeenCalledTimes(3);
  });

  it('sends nothing to a version that took over at once, and stops after NUDGES', () => {
    const first = fakeRegistration();
    nudgeWaiting(first.registration as unknown as ServiceWorkerRegistration);
    const quick = first.update(true);
    vi.advanceTimersByTime(NUDGE_EVERY_MS * 5);
    expect(quick.postMessage).not.toHaveBeenCalled();

    const second = fakeRegistration();
    nudgeWaiting(second.registration as unknown as ServiceWorkerRegistration);
    const stuck = second.update(false);
    vi.advanceTimersByTime(NUDGE_EVERY_MS * (NUDGES + 10));
    expect(stuck.postMessage).toHaveBeenCalledTimes(NUDGES);
  });
});
