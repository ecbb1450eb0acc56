import type { Connectivity } from '@application/assessments/taking/ports/Connectivity';

/** navigator.onLine and the window's online/offline events. */
export class BrowserConnectivity implements Connectivity {
  constructor(private readonly target: Window = window) {}

  isOnline(): boolean {
    return this.target.navigator.onLine !== false;
  }

  subscribe(listener: (online: boolean) => void): () => void {
    const online = () => listener(true);
    const offline = () => listener(false);
    this.target.addEventListener('online', online);
    this.target.addEventListener('offline', offline);
    return () => {
      this.target.removeEventListener('online', online);
      this.target.removeEventListener('offline', offline);
    };
  }
}
