import { randomUUID } from 'node:crypto';
import { storedFileName } from '@domain/content/fileNames';
import type { UploadKind } from '@domain/content/uploadRules';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import type { CourseAccess } from '../../policies/coursePolicy';
import type { FilePurpose, FileRow } from '../../repositories/FileRepository';
import type { FileStore } from '../../storage/FileStore';
import type { StoredUpload } from '../../storage/uploadStream';

export interface UploadRegistration {
  purpose: FilePurpose;
  kind: UploadKind;
  /** The name the client sent: the stored name keeps it, with the extension of what the bytes are. */
  fileName: string;
  stored: StoredUpload;
}

/**
 * A complete upload becomes a file of the course owned by its uploader: the temp file is moved into place, then the
 * row inserted; a failure at either step removes the bytes (no file without a row, no row without a file). Served
 * and named by what the bytes are: a PNG sent as `a.html` is `a.png`. Call after requireUploadPurpose.
 */
export async function registerUpload(repos: Repositories, store: FileStore, actor: Caller, course: Pick<CourseAccess, 'tenantId' | 'courseGuid'>, upload: UploadRegistration): Promise<FileRow> {
  const { stored } = upload;
  const guid = randomUUID();
  try {
    await store.commit(stored.tempPath, course.tenantId, guid);
  } catch (error) {
    await store.discard(stored.tempPath);
    throw error;
  }
  const row: FileRow = {
    guid,
    tenantId: course.tenantId,
    courseGuid: course.courseGuid,
    ownerGuid: actor.guid,
    purpose: upload.purpose,
    mediaType: upload.kind,
    mime: upload.kind === 'captions' ? 'text/vtt' : (stored.sniffedMime ?? 'application/octet-stream'),
    size: stored.size,
    name: storedFileName(upload.fileName, stored.sniffedExt),
    sha256: stored.sha256,
  };
  try {
    await repos.files.insert(row);
  } catch (error) {
    await store.remove(course.tenantId, guid);
    throw error;
  }
  return row;
}
