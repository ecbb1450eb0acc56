/** Spec §9: local-storage entries expire after 86400 seconds unless told otherwise. */
export const DEFAULT_STORAGE_TTL_SECONDS = 86_400;

/** True when an entry stored at `storedAtMs` has lived `ttlSeconds` or more by `nowMs` (the end is exclusive). */
export function isExpired(storedAtMs: number, ttlSeconds: number, nowMs: number): boolean {
  return nowMs - storedAtMs >= ttlSeconds * 1000;
}
