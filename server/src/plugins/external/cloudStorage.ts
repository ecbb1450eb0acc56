// The cloud-storage port (ADR 0518): fetch a file a person keeps in a cloud drive, with the access token they hold.
// One adapter, Google Drive's v3 files API: `GET {base}/drive/v3/files/{id}?fields=name,mimeType,size` for the facts,
// `?alt=media` for the bytes, both with `Authorization: Bearer`. The base URL comes from the environment
// (GOOGLE_DRIVE_API_URL); the API suite points it at a stand-in server speaking the same wire.
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import fp from 'fastify-plugin';
import { Err, Ok, type Result } from '@domain/shared/result';

export interface CloudFileFacts {
  name: string;
  /** What the drive says the file is; the bytes decide in the end. */
  mime: string;
  /** Bytes, when the drive knows (a Google Docs document has none: it cannot be downloaded as it is). */
  size: number | undefined;
}

/** token-refused: the drive answered 401/403 to the token; not-found: no such file for it; unavailable: anything else. */
export type CloudRefusal = 'token-refused' | 'not-found' | 'unavailable';

export interface CloudStorage {
  /** The file's name, type and size. */
  describe(fileId: string, token: string): Promise<Result<CloudFileFacts, CloudRefusal>>;
  /** The file's bytes as a stream (the caller checks size and type while reading). */
  open(fileId: string, token: string): Promise<Result<Readable, CloudRefusal>>;
}

export interface CloudStoragePluginOptions {
  /** Google's API origin (https://www.googleapis.com) or a stand-in's. */
  googleDriveApiUrl: string;
  /** How long the drive may take to start answering (ms). */
  timeoutMs?: number;
}

function refusalOf(status: number): CloudRefusal {
  if (status === 401 || status === 403) return 'token-refused';
  if (status === 404) return 'not-found';
  return 'unavailable';
}

/** The Google Drive v3 adapter over fetch. */
export function googleDrive(baseUrl: string, timeoutMs = 30_000): CloudStorage {
  const base = baseUrl.replace(/\/+$/, '');
  const fileUrl = (fileId: string, query: string) => `${base}/drive/v3/files/${encodeURIComponent(fileId)}?${query}`;
  async function get(url: string, token: string): Promise<Result<Response, CloudRefusal>> {
    try {
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
      if (!response.ok) {
        await response.body?.cancel();
        return Err(refusalOf(response.status));
      }
      return Ok(response);
    } catch {
      return Err('unavailable');
    }
  }
  return {
    async describe(fileId, token) {
      const answer = await get(fileUrl(fileId, 'fields=name,mimeType,size&supportsAllDrives=true'), token);
      if (answer.err) return answer;
      const body = (await answer.val.json().catch(() => undefined)) as { name?: unknown; mimeType?: unknown; size?: unknown } | undefined;
      if (!body || typeof body.name !== 'string' || typeof body.mimeType !== 'string') return Err('unavailable');
      const size = typeof body.size === 'string' && /^\d{1,15}$/.test(body.size) ? Number(body.size) : undefined;
      return Ok({ name: body.name, mime: body.mimeType, size });
    },
    async open(fileId, token) {
      const answer = await get(fileUrl(fileId, 'alt=media&supportsAllDrives=true'), token);
      if (answer.err) return answer;
      const body = answer.val.body;
      if (!body) return Err('unavailable');
      return Ok(Readable.fromWeb(body as WebReadableStream<Uint8Array>));
    },
  };
}

export const cloudStoragePlugin = fp<CloudStoragePluginOptions>(
  async (app, options) => {
    app.decorate('cloudStorage', googleDrive(options.googleDriveApiUrl, options.timeoutMs));
  },
  { name: 'cloud-storage' },
);
