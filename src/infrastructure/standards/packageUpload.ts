import { Err, Ok, type Result } from '@domain/shared/result';
import { parseJsonTolerant } from '@domain/shared/json';
import { appError, ClientErrorCodes, type AppError } from '@application/shared/AppError';
import type { UploadedPackage } from '@application/standards/Scorm';
import { LessonItemDetailSchema } from '@contract/items';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire } from '@infrastructure/http/wire';

/** A package zip as multipart (`name`, then `file`) to a lesson's package route (SCORM, xAPI): the new item. */
export async function uploadPackage(http: FetchHttpClient, path: string, file: File, name: string): Promise<Result<UploadedPackage, AppError>> {
  const { url, headers, authenticated } = http.describe(path);
  const form = new FormData();
  if (name !== '') form.append('name', name);
  form.append('file', file, file.name);
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { method: 'POST', headers, body: form });
    text = await response.text();
  } catch {
    return Err(appError('network', ClientErrorCodes.network));
  }
  if (!response.ok) return Err(http.failure(response.status, text, response.headers.get('retry-after'), authenticated));
  return fromWire(Ok(parseJsonTolerant(text)), LessonItemDetailSchema, (dto) => ({ guid: dto.guid, name: dto.lesson_item_name }));
}
