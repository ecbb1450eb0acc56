/** Where a user lands when a requested destination is missing or not safe. */
export const DEFAULT_DESTINATION = '/home';

/**
 * Where to send a user after they sign in or sign up: a path of this app, never another site (no open redirect).
 * Accepted: an absolute path (`/course/x?tab=y#z`). Refused, giving `/home`: anything with a scheme or host
 * (`https://…`, `//evil`, `/\evil`, which browsers read as a host), control characters, and the access pages
 * themselves (`/auth/…`, `/logout`), which would loop.
 */
export function safeDestination(value: string | null | undefined): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return DEFAULT_DESTINATION;
  if (!value.startsWith('/')) return DEFAULT_DESTINATION;
  if (value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_DESTINATION;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return DEFAULT_DESTINATION;
  const path = value.split(/[?#]/)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return DEFAULT_DESTINATION;
  }
  if (decoded.startsWith('//') || decoded.includes('\\')) return DEFAULT_DESTINATION;
  if (path === '/auth' || path.startsWith('/auth/') || path === '/logout') return DEFAULT_DESTINATION;
  return value;
}

/**
 * Whether a page may be the target of an issued deep link (ADR 0559): exactly the destinations `safeDestination` follows
 * as they are. A link pointing anywhere else is refused when it is made, not quietly turned into home when it is used.
 */
export function isDeepLinkTarget(value: string): boolean {
  return safeDestination(value) === value;
}

/**
 * The address of an access page (the login or the sign-up) that continues to `destination` once the user is in: home
 * needs no `returnTo`, any other page rides along in it.
 */
export function accessPageFor(page: '/auth/login' | '/auth/signup', destination: string): string {
  return destination === DEFAULT_DESTINATION ? page : `${page}?returnTo=${encodeURIComponent(destination)}`;
}
