// Signed, short-lived file URLs: /api/files/{guid}?exp={unix seconds}&sig={HMAC-SHA256(key, "guid.exp") base64url}.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { serverSecrets } from '../db/schema';

/** A URL lives 2 hours (contract); the expiry is rounded up to the next 10 minutes so repeated answers share a URL (browser cache). */
export const FILE_URL_TTL_SECONDS = 2 * 60 * 60;
const EXPIRY_STEP_SECONDS = 10 * 60;

/** Kept in server_secrets like the JWT secret: generated once, shared by every process on the database. */
const SECRET_KEY = 'file_urls';

const keys = new WeakMap<object, Promise<Buffer>>();

async function loadKey(db: Db): Promise<Buffer> {
  await db.insert(serverSecrets).values({ key: SECRET_KEY, value: randomBytes(48).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(sql`${serverSecrets.key} = ${SECRET_KEY}`);
  if (!row) throw new Error('file URL secret missing');
  return Buffer.from(row.value, 'utf8');
}

/** The signing key of this database, loaded once per process. */
export function fileUrlKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadKey(db);
    // A failed load (database down) is retried on the next call instead of being cached.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

export function signature(key: Buffer, guid: string, exp: number): string {
  return createHmac('sha256', key).update(`${guid.toLowerCase()}.${exp}`).digest('base64url');
}

export function expiryFor(now: Date): number {
  const seconds = Math.floor(now.getTime() / 1000) + FILE_URL_TTL_SECONDS;
  return Math.ceil(seconds / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
}

export function signedFileUrl(key: Buffer, guid: string, now: Date = new Date()): string {
  const exp = expiryFor(now);
  return `/api/files/${guid}?exp=${exp}&sig=${signature(key, guid, exp)}`;
}

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

/** Constant-time comparison; an expired URL is refused even with a correct signature. */
export function checkSignature(key: Buffer, guid: string, exp: number, sig: string, now: Date = new Date()): SignatureCheck {
  const expected = Buffer.from(signature(key, guid, exp));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  if (exp * 1000 < now.getTime()) return 'expired';
  // A URL whose expiry lies further ahead than any we issue was not made by us with this key's rules.
  if (exp > expiryFor(now) + EXPIRY_STEP_SECONDS) return 'invalid';
  return 'valid';
}
