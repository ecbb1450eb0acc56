import { makeAutoObservable, runInAction } from 'mobx';
import { Err, Ok, type Result } from '@domain/shared/result';
import { checkMessage, compareBoardMessages, type MessageAudience, type MessageError } from '@domain/board/messages';
import { checkDriveFile, type DriveLinkError } from '@domain/board/messageFiles';
import { Loadable } from '@application/shared/Loadable';
import type { AppError } from '@application/shared/AppError';
import type { BoardGateway } from '@application/board/ports/BoardGateway';
import type { BoardMessage, BoardPage, BoardReply, MessageFile } from '@application/board/Message';

export const BOARD_PAGE_SIZE = 20;

/** The guid of a message a write answered with (a post or an edit), if it answered one. */
function guidOf(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null && 'guid' in value && typeof value.guid === 'string' ? value.guid : undefined;
}

/** What a write ends in: done, refused by the domain before sending (a message that says nothing), or the server's error. */
export type BoardWrite = Result<void, { kind: 'invalid'; error: MessageError | DriveLinkError } | { kind: 'failed'; error: AppError }>;

/** /course/{guid}/board: one page of the board at a time, and every write followed by a fresh read of that page. */
export class BoardStore {
  readonly board = new Loadable((courseGuid: string, page: number) => this.gateway.page(courseGuid, page, BOARD_PAGE_SIZE));
  courseGuid: string | undefined = undefined;
  page = 1;
  /** A write on its way: buttons wait for it. */
  writing = false;
  /** Messages this page wrote, until the live feed tells their change back (`LiveBoard`). */
  readonly written = new Set<string>();

  constructor(private readonly gateway: BoardGateway) {
    makeAutoObservable<BoardStore, 'gateway'>(this, { gateway: false, board: false, written: false }, { autoBind: true });
  }

  async load(courseGuid: string, page = 1): Promise<void> {
    if (courseGuid !== this.courseGuid) this.board.reset();
    this.courseGuid = courseGuid;
    this.page = page;
    await this.board.load(courseGuid, page);
  }

  async retry(): Promise<void> {
    await this.board.retry();
  }

  get value(): BoardPage | undefined {
    return this.board.value;
  }

  /** The page's messages in the board's order (the domain's: pinned first, then the newest). */
  get messages(): BoardMessage[] {
    return [...(this.board.value?.messages ?? [])].sort(compareBoardMessages);
  }

  get pageCount(): number {
    const value = this.board.value;
    return value ? Math.max(1, Math.ceil(value.total / value.perPage)) : 1;
  }

  /** A new message (or, with `parentGuid`, a reply); the board shows its first page afterwards, where it lands. */
  async post(html: string, options: { audience?: MessageAudience; isPinned?: boolean; parentGuid?: string; fileGuids?: string[] } = {}): Promise<BoardWrite> {
    const courseGuid = this.courseGuid;
    if (courseGuid === undefined) return Ok(undefined);
    const checked = checkMessage(html);
    if (checked.err) return Err({ kind: 'invalid', error: checked.val });
    const sent = await this.write(() => this.gateway.post({ courseGuid, html: checked.val, ...options }), options.parentGuid === undefined ? 1 : this.page);
    return sent.err ? Err({ kind: 'failed', error: sent.val }) : Ok(undefined);
  }

  async edit(message: BoardReply, html: string): Promise<BoardWrite> {
    const checked = checkMessage(html);
    if (checked.err) return Err({ kind: 'invalid', error: checked.val });
    const sent = await this.write(() => this.gateway.update(message.guid, { html: checked.val }), this.page);
    return sent.err ? Err({ kind: 'failed', error: sent.val }) : Ok(undefined);
  }

  togglePin(message: BoardReply): Promise<Result<void, AppError>> {
    return this.write(() => this.gateway.update(message.guid, { isPinned: !message.isPinned }), 1);
  }

  remove(message: BoardReply): Promise<Result<void, AppError>> {
    return this.write(() => this.gateway.remove(message.guid), this.page, message.guid);
  }

  /** Files uploaded for a message already posted, attached to it. */
  async attachFiles(message: BoardReply, fileGuids: string[]): Promise<BoardWrite> {
    const sent = await this.write(() => this.gateway.update(message.guid, { fileGuids }), this.page);
    return sent.err ? Err({ kind: 'failed', error: sent.val }) : Ok(undefined);
  }

  /** A file of the author's Google Drive, by pasted link or id and their access token (ADR 0518). */
  async attachFromDrive(message: BoardReply, link: string, token: string): Promise<BoardWrite> {
    const checked = checkDriveFile(link, token);
    if (checked.err) return Err({ kind: 'invalid', error: checked.val });
    const sent = await this.write(() => this.gateway.attachFromDrive(message.guid, checked.val), this.page);
    return sent.err ? Err({ kind: 'failed', error: sent.val }) : Ok(undefined);
  }

  removeFile(message: BoardReply, file: MessageFile): Promise<Result<void, AppError>> {
    return this.write(() => this.gateway.removeFile(message.guid, file.guid), this.page);
  }

  setStudentsMayPost(studentsMayPost: boolean): Promise<Result<void, AppError>> {
    const courseGuid = this.courseGuid;
    if (courseGuid === undefined) return Promise.resolve(Ok(undefined));
    return this.write(() => this.gateway.setStudentsMayPost(courseGuid, studentsMayPost), this.page);
  }

  /** Re-reads the page on screen (a change made elsewhere). */
  async refresh(): Promise<void> {
    if (this.courseGuid !== undefined) await this.board.load(this.courseGuid, this.page);
  }

  private async write(send: () => Promise<Result<unknown, AppError>>, thenPage: number, messageGuid?: string): Promise<Result<void, AppError>> {
    this.writing = true;
    const result = await send();
    runInAction(() => {
      const written = messageGuid ?? (result.ok ? guidOf(result.val) : undefined);
      if (written !== undefined) this.written.add(written);
      this.writing = false;
    });
    if (result.err) return Err(result.val);
    if (this.courseGuid !== undefined) await this.load(this.courseGuid, thenPage);
    return Ok(undefined);
  }
}
