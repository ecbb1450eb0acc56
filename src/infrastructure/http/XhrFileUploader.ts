import { Err, Ok, type Result } from '@domain/shared/result';
import { parseJsonTolerant } from '@domain/shared/json';
import { appError, ClientErrorCodes, type AppError } from '@application/shared/AppError';
import type { FileUploader, UploadedFile, UploadProgress, UploadPurpose } from '@application/shared/ports/FileUploader';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { MediaRefSchema } from '@contract/items';
import { mediaToDomain } from '@infrastructure/content/mediaWire';
import { fromWire } from '@infrastructure/http/wire';

/** fetch cannot report upload progress; XMLHttpRequest can. */
export type XhrFactory = () => XMLHttpRequest;

export const ABORTED = 'ABORTED';

/**
 * POST /front/courses/{guid}/files as multipart (`purpose` before `file`, so the server knows the
 * limits before the bytes), with the same headers and error mapping as FetchHttpClient.
 */
export class XhrFileUploader implements FileUploader {
  constructor(
    private readonly http: FetchHttpClient,
    private readonly createXhr: XhrFactory = () => new XMLHttpRequest(),
  ) {}

  upload(
    courseGuid: string,
    purpose: UploadPurpose,
    file: File,
    onProgress: (progress: UploadProgress) => void,
    signal?: AbortSignal,
  ): Promise<Result<UploadedFile, AppError>> {
    if (signal?.aborted) return Promise.resolve(Err(appError('network', ABORTED)));
    const { url, headers, authenticated } = this.http.describe(`/front/courses/${encodeURIComponent(courseGuid)}/files`);
    const form = new FormData();
    form.append('purpose', purpose);
    form.append('file', file, file.name);

    return new Promise((resolve) => {
      const xhr = this.createXhr();
      let settled = false;
      const finish = (result: Result<UploadedFile, AppError>) => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', handleAbort);
        resolve(result);
      };
      const handleAbort = () => {
        xhr.abort();
        finish(Err(appError('network', ABORTED)));
      };

      xhr.open('POST', url);
      // The browser writes the multipart content-type with its boundary.
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
      };
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) {
          finish(fromWire(Ok(parseJsonTolerant(xhr.responseText)), MediaRefSchema, mediaToDomain));
          return;
        }
        finish(Err(this.http.failure(xhr.status, xhr.responseText, xhr.getResponseHeader('retry-after'), authenticated)));
      };
      xhr.onerror = () => finish(Err(appError('network', ClientErrorCodes.network)));
      xhr.ontimeout = () => finish(Err(appError('network', ClientErrorCodes.timeout)));
      xhr.onabort = () => finish(Err(appError('network', ABORTED)));
      signal?.addEventListener('abort', handleAbort, { once: true });
      xhr.send(form);
    });
  }
}
