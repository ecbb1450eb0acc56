import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';

/** `board`: a file for a board message, attached when it is posted (ADR 0517). */
export type UploadPurpose = 'content' | 'captions' | 'hand-in' | 'board';

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The server's answer to an upload (POST /api/front/courses/{guid}/files). */
export interface UploadedFile {
  guid: string;
  name: string;
  mime: string;
  size: number;
  /** Domain MediaType or 'captions'. */
  mediaType: string;
  /** A signed, short-lived URL to show the file. */
  url: string;
}

/**
 * Sends one file to a course, reporting progress. Refusals come back as AppError codes
 * FILE_TOO_LARGE (details max_bytes), FILE_TYPE_NOT_ALLOWED, FILE_CONTENT_MISMATCH, FILE_EMPTY;
 * an aborted upload is code ABORTED.
 */
export interface FileUploader {
  upload(
    courseGuid: string,
    purpose: UploadPurpose,
    file: File,
    onProgress: (progress: UploadProgress) => void,
    signal?: AbortSignal,
  ): Promise<Result<UploadedFile, AppError>>;
}

export const FileUploader: ServiceIdentifier<FileUploader> = Symbol('FileUploader');
