import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toastStore';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time: a new one replaces the current', () => {
    const store = createToastStore();
    store.show('success', 'first');
    store.show('error', 'second');
    expect(store.getSnapshot()).toMatchObject({ kind: 'error', text: 'second' });
  });

  it('closes after 1200 ms, counted from the latest toast', () => {
    const store = createToastStore();
    store.show('info', 'a');
    vi.advanceTimersByTime(1000);
    store.show('info', 'b');
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot()?.text).toBe('b');
    vi.advanceTimersByTime(200);
    expect(store.getSnapshot()).toBeNull();
  });

  it('notifies subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.show('warning', 'x');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
