import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryDelay, waitToReconnect } from './reconnect';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

afterEach(() => {
  vi.useRealTimers();
  setOnline(true);
});

describe('reconnect', () => {
  it('backs off exponentially with jitter, capped at 30 s', () => {
    expect(retryDelay(0, () => 0)).toBe(500);
    expect(retryDelay(0, () => 1)).toBe(1_000);
    expect(retryDelay(3, () => 0.5)).toBe(6_000);
    expect(retryDelay(10, () => 1)).toBe(30_000);
    expect(retryDelay(1_000, () => 0)).toBe(15_000);
    // Jitter: two clients with different luck wait different times.
    expect(retryDelay(4, () => 0.1)).not.toBe(retryDelay(4, () => 0.9));
  });

  it('online: waits the backoff, then reconnects', async () => {
    vi.useFakeTimers();
    let done = false;
    void waitToReconnect(2, () => 1).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(3_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('offline: never reconnects until the browser is back online', async () => {
    vi.useFakeTimers();
    setOnline(false);
    let done = false;
    void waitToReconnect(0, () => 0.5).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(done).toBe(false);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done).toBe(true);
  });
});
