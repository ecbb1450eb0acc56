import type { Connectivity } from '@application/assessments/taking/ports/Connectivity';

/** A connection the test switches on and off; listeners hear it like the window's online/offline events. */
export class FakeConnectivity implements Connectivity {
  private readonly listeners = new Set<(online: boolean) => void>();

  constructor(private online = true) {}

  isOnline(): boolean {
    return this.online;
  }

  subscribe(listener: (online: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  set(online: boolean): void {
    this.online = online;
    for (const listener of [...this.listeners]) listener(online);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }
}
