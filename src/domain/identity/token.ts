import { parseJsonTolerant } from '../shared/json';

/** base64url → text without Buffer or atob assumptions beyond atob (present in browsers and Node ≥ 16). */
function decodeBase64Url(segment: string): string | undefined {
  try {
    const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  } catch {
    return undefined;
  }
}

/** The claims of a JWT, unverified (the server verifies; the client only reads). Nothing on failure (spec §8). */
export function readTokenClaims(token: string): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === undefined) return undefined;
  const json = decodeBase64Url(parts[1]);
  const claims = parseJsonTolerant(json);
  return claims !== null && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : undefined;
}

/** The expiry of a JWT from its `exp` claim (seconds since the epoch); undefined when it cannot be read. */
export function readTokenExpiry(token: string): Date | undefined {
  const exp = readTokenClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? new Date(exp * 1000) : undefined;
}

/** A token is usable while now is strictly before its expiry; an unreadable one is not. */
export function isTokenLive(token: string, now: Date): boolean {
  const expiry = readTokenExpiry(token);
  return expiry !== undefined && now.getTime() < expiry.getTime();
}
