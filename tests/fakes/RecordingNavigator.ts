import type { Navigator } from '@application/shared/ports/Navigator';

export class RecordingNavigator implements Navigator {
  readonly visited: string[] = [];

  /** What `currentPath()` answers: the page the user is on. */
  here = '/home';

  leaveTo(url: string): void {
    this.visited.push(url);
  }

  currentPath(): string {
    return this.here;
  }
}
