import { makeAutoObservable } from 'mobx';
import { isCompactWidth } from '@domain/shared/layout';

/** The shell's responsive state: compact under 1024 px (spec §9), where navigation collapses. */
export class LayoutStore {
  width = 1280;
  navOpen = false;

  constructor() {
    makeAutoObservable(this);
  }

  get isCompact(): boolean {
    return isCompactWidth(this.width);
  }

  /** Navigation is always visible on wide screens, on demand on compact ones. */
  get isNavVisible(): boolean {
    return !this.isCompact || this.navOpen;
  }

  setWidth(width: number): void {
    this.width = width;
    if (!this.isCompact) this.navOpen = false;
  }

  toggleNav(): void {
    this.navOpen = !this.navOpen;
  }

  closeNav(): void {
    this.navOpen = false;
  }
}
