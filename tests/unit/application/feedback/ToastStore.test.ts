import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMING_SOON_TOAST_MS } from '@domain/shared/comingSoon';
import { COMING_SOON_KEY, ToastStore } from '@application/feedback/ToastStore';

describe('ToastStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('dismisses the "coming soon" toast by itself after 2000 ms', () => {
    const store = new ToastStore();
    store.comingSoon();
    expect(COMING_SOON_TOAST_MS).toBe(2000);

    vi.advanceTimersByTime(1999);
    expect(store.toasts.map((t) => t.messageKey)).toEqual([COMING_SOON_KEY]);
    vi.advanceTimersByTime(1);
    expect(store.toasts).toEqual([]);
  });

  it('shows one "coming soon" toast at a time, restarting its 2 seconds', () => {
    const store = new ToastStore();
    store.comingSoon();
    vi.advanceTimersByTime(1500);
    store.comingSoon();
    expect(store.toasts).toHaveLength(1);
    vi.advanceTimersByTime(1500);
    expect(store.toasts).toHaveLength(1);
    vi.advanceTimersByTime(500);
    expect(store.toasts).toHaveLength(0);
  });

  it('dismisses on demand and cancels the timer', () => {
    const store = new ToastStore();
    const id = store.show('home:create.created', 'success', 5000);
    store.show('other', 'info', 5000);
    store.dismiss(id);
    expect(store.toasts.map((t) => t.messageKey)).toEqual(['other']);
    vi.advanceTimersByTime(5000);
    expect(store.toasts).toEqual([]);
  });
});
