import { makeAutoObservable } from 'mobx';
import { timer, type Subscription } from 'rxjs';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

/** A toast names its message by translation key: stores hold no text and no React. */
export interface Toast {
  id: number;
  messageKey: string;
  tone: ToastTone;
}

export const DEFAULT_TOAST_MS = 5000;

export class ToastStore {
  toasts: Toast[] = [];
  private nextId = 1;
  private readonly timers = new Map<number, Subscription>();

  constructor() {
    makeAutoObservable<ToastStore, 'timers' | 'nextId'>(this, { timers: false, nextId: false });
  }

  show(messageKey: string, tone: ToastTone = 'info', durationMs: number = DEFAULT_TOAST_MS): number {
    const id = this.nextId++;
    this.toasts.push({ id, messageKey, tone });
    this.timers.set(id, timer(durationMs).subscribe(() => this.dismiss(id)));
    return id;
  }

  dismiss(id: number): void {
    this.timers.get(id)?.unsubscribe();
    this.timers.delete(id);
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }
}
