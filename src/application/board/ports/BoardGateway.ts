import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { BoardMessage, BoardPage, DriveFileRef, MessageChange, NewMessage } from '@application/board/Message';

/** A course's board (docs/api-board.md): its pages, posting, editing, deleting, files, and the students' switch. */
export interface BoardGateway {
  page(courseGuid: string, page: number, perPage: number): Promise<Result<BoardPage, AppError>>;
  post(message: NewMessage): Promise<Result<BoardMessage, AppError>>;
  update(messageGuid: string, change: MessageChange): Promise<Result<BoardMessage, AppError>>;
  remove(messageGuid: string): Promise<Result<void, AppError>>;
  /** Takes one file off a message (`DELETE /messages/{guid}/files/{fileGuid}`). */
  removeFile(messageGuid: string, fileGuid: string): Promise<Result<void, AppError>>;
  /** The server fetches a file of the author's Google Drive and attaches it (`POST /messages/{guid}/upload-from-google-drive`). */
  attachFromDrive(messageGuid: string, file: DriveFileRef): Promise<Result<BoardMessage, AppError>>;
  setStudentsMayPost(courseGuid: string, studentsMayPost: boolean): Promise<Result<void, AppError>>;
}

export const BoardGateway: ServiceIdentifier<BoardGateway> = Symbol('BoardGateway');
