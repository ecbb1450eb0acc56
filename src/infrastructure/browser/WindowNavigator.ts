import type { Navigator } from '@application/shared/ports/Navigator';

/** Leaves through a full page load, so the tenant's container and every store start afresh. */
export class WindowNavigator implements Navigator {
  constructor(private readonly location: Pick<Location, 'assign' | 'pathname' | 'search'>) {}

  leaveTo(url: string): void {
    this.location.assign(url);
  }

  currentPath(): string {
    return `${this.location.pathname}${this.location.search}`;
  }
}
