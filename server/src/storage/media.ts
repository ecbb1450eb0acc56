// Signed, short-lived URLs for stored files (resolveMedia is what item and job answers use).
import type { FastifyInstance } from 'fastify';
import { fileUrlKey, signedFileUrl } from './signing';

export interface MediaRef {
  guid: string;
  /** A signed URL the browser can put in <img>, <video>, <a href>: /api/files/{guid}?exp=…&sig=… */
  url: string;
  mime: string;
  size: number;
  name: string;
  /** Domain MediaType or 'captions'. */
  media_type: string;
}

export interface StoredFileInfo {
  guid: string;
  mime: string;
  size: number;
  name: string;
  mediaType: string;
}

/** A MediaRef of a file row, with a URL signed now. */
export async function mediaRefOf(app: FastifyInstance, file: StoredFileInfo): Promise<MediaRef> {
  const key = await fileUrlKey(app.db);
  return { guid: file.guid, url: signedFileUrl(key, file.guid), mime: file.mime, size: file.size, name: file.name, media_type: file.mediaType };
}

/**
 * The files among `guids` that belong to the tenant, with signed URLs; unknown guids are left out.
 * The caller decides who may see which guid: a signed URL opens the file for anyone holding it, for 2 hours.
 */
export async function resolveMedia(app: FastifyInstance, tenantId: string, guids: readonly string[]): Promise<Map<string, MediaRef>> {
  const result = new Map<string, MediaRef>();
  if (guids.length === 0) return result;
  const rows = await app.repos.files.findMany(tenantId, guids);
  if (rows.length === 0) return result;
  const key = await fileUrlKey(app.db);
  for (const row of rows) {
    result.set(row.guid, { guid: row.guid, url: signedFileUrl(key, row.guid), mime: row.mime, size: row.size, name: row.name, media_type: row.mediaType });
  }
  return result;
}

/** Signs URLs for files the caller has decided the reader may open (one key read, then signing is pure). */
export async function fileLinks(app: FastifyInstance): Promise<(guid: string) => string> {
  const key = await fileUrlKey(app.db);
  const now = new Date();
  return (guid) => signedFileUrl(key, guid, now);
}
