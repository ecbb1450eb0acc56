import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TOAST_MS, ToastStore } from '@application/feedback/ToastStore';

describe('ToastStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('dismisses a toast by itself when its time is up, and keeps the others', () => {
    const store = new ToastStore();
    store.show('home:create.created', 'success', 2000);
    store.show('other', 'info');

    vi.advanceTimersByTime(1999);
    expect(store.toasts.map((t) => t.messageKey)).toEqual(['home:create.created', 'other']);
    vi.advanceTimersByTime(1);
    expect(store.toasts.map((t) => t.messageKey)).toEqual(['other']);
    vi.advanceTimersByTime(DEFAULT_TOAST_MS - 2000);
    expect(store.toasts).toEqual([]);
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
