import { describe, expect, it, vi } from 'vitest';
import { onResync } from './liveEvents';
import { changesLists, scheduleListRefetch, showSets } from './shownSets';

describe('shownSets', () => {
  it('refetches for new sets once and for every archived set', () => {
    const hide = showSets(['S:1', 'S:2']);
    expect(changesLists('S:1', false)).toBe(false);
    expect(changesLists('S:9', false)).toBe(true);
    expect(changesLists('S:9', false)).toBe(false);
    expect(changesLists('S:2', true)).toBe(true);
    hide();
    // Its set page may still show it: the event carries no details to show.
    expect(changesLists('S:2', true)).toBe(true);
  });
  it('coalesces a burst into one resync', () => {
    vi.useFakeTimers();
    const listener = vi.fn();
    const off = onResync(listener);
    scheduleListRefetch();
    scheduleListRefetch();
    scheduleListRefetch();
    vi.advanceTimersByTime(400);
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    vi.useRealTimers();
  });
});
