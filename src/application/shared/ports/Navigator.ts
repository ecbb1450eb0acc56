import type { ServiceIdentifier } from 'inversify';

/** Full-page navigation: used when the session ends, so every screen's state is dropped with it. */
export interface Navigator {
  /** An app path (`/auth/login`) or an absolute URL (a tenant's logout page, a user's referrer). */
  leaveTo(url: string): void;
  /** The app path now shown (path and query), to come back to after signing in again. */
  currentPath(): string;
}

export const Navigator: ServiceIdentifier<Navigator> = Symbol('Navigator');
