import { MESSAGE_FILE_KINDS, MESSAGE_MAX_FILES } from '@domain/board/messageFiles';
import { FileBatch } from '@application/shared/FileBatch';
import type { FileUploader } from '@application/shared/ports/FileUploader';

/**
 * The files chosen for one board message, new or already posted (ADR 0517): uploaded as `board` files to its course
 * while the person writes, each checked first by the domain, then sent by guid with the message. The room is what the
 * message has left of its five.
 */
export class BoardAttachments {
  readonly batch: FileBatch;
  private held = 0;

  constructor(uploader: FileUploader) {
    this.batch = new FileBatch(uploader, 'board', MESSAGE_FILE_KINDS, () => MESSAGE_MAX_FILES - this.held);
  }

  /** The course the files go to, and how many files the message has already. */
  forMessage(courseGuid: string, held = 0): void {
    this.held = held;
    this.batch.forCourse(courseGuid);
  }
}
