// Signed media of the files questions and answers name: the files of the assessment's course only.
import type { MediaMapDto } from '@contract/questions';
import type { Repositories } from '../../plugins/app/repositories';
import type { FileRow } from '../../repositories/FileRepository';
import { signedFileUrl } from '../../storage/signing';

/** The key that signs file URLs (storage/signing.ts fileUrlKey of the app's database), loaded when something needs signing. */
export type UrlKey = () => Promise<Buffer>;

/** `{ [guid]: MediaRef }` of file rows, with URLs signed now. */
export async function signedMedia(rows: readonly FileRow[], urlKey: UrlKey): Promise<MediaMapDto> {
  const media: MediaMapDto = {};
  if (rows.length === 0) return media;
  const key = await urlKey();
  for (const f of rows) media[f.guid] = { guid: f.guid, url: signedFileUrl(key, f.guid), mime: f.mime, size: f.size, name: f.name, media_type: f.mediaType };
  return media;
}

/** File guids a question's player data or an answer names (images, hand-in files, recordings). */
export function fileGuidsIn(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) fileGuidsIn(item, out);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if ((key === 'file_guid' || key.endsWith('_file_guid')) && typeof inner === 'string') out.add(inner.toLowerCase());
      else if (key === 'file_guids' && Array.isArray(inner)) for (const g of inner) if (typeof g === 'string') out.add(g.toLowerCase());
      else fileGuidsIn(inner, out);
    }
  }
  return out;
}

/**
 * Signed media of the course's files among `guids`: teacher content, and hand-in files of `owner` (the student whose
 * attempt it is). Another student's upload is never signed for anyone reading this attempt.
 */
export async function attemptMedia(
  repos: Pick<Repositories, 'files'>,
  urlKey: UrlKey,
  where: { tenantId: string; courseGuid: string; owner: string },
  guids: Iterable<string>,
): Promise<MediaMapDto> {
  const rows = await repos.files.findMany(where.tenantId, [...guids]);
  return signedMedia(rows.filter((f) => f.courseGuid === where.courseGuid && (f.purpose !== 'hand-in' || f.ownerGuid === where.owner)), urlKey);
}
