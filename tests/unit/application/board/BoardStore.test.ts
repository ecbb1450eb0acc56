import { describe, expect, it } from 'vitest';
import { Err, Ok, type Result } from '@domain/shared/result';
import { appError, type AppError } from '@application/shared/AppError';
import { BoardStore } from '@application/board/BoardStore';
import type { BoardGateway } from '@application/board/ports/BoardGateway';
import type { BoardMessage, BoardPage, DriveFileRef, MessageChange, NewMessage } from '@application/board/Message';

function aMessage(overrides: Partial<BoardMessage> = {}): BoardMessage {
  return {
    guid: 'm1', courseGuid: 'c1', parentGuid: null, html: '<p>Hola</p>', audience: 'all', isPinned: false, author: null,
    createdAt: new Date('2026-11-20T09:00:00Z'), updatedAt: new Date('2026-11-20T09:00:00Z'), files: [], abilities: { update: true, delete: true, pin: true }, replies: [],
    ...overrides,
  };
}

/** A board in memory: what was sent, and the next page it answers. */
class FakeBoardGateway implements BoardGateway {
  messages: BoardMessage[] = [];
  posted: NewMessage[] = [];
  changes: { guid: string; change: MessageChange }[] = [];
  removedFiles: string[] = [];
  fromDrive: DriveFileRef[] = [];
  failNext: AppError | undefined;
  reads = 0;

  async page(): Promise<Result<BoardPage, AppError>> {
    this.reads += 1;
    return Ok({ courseName: 'Biología', messages: this.messages, page: 1, perPage: 20, total: this.messages.length, studentsMayPost: true, kidsMode: false, abilities: { post: true, moderate: true } });
  }
  async post(message: NewMessage): Promise<Result<BoardMessage, AppError>> {
    if (this.failNext) return Err(this.failNext);
    this.posted.push(message);
    const created = aMessage({ guid: `m${this.messages.length + 2}`, html: message.html, createdAt: new Date('2026-11-22T09:00:00Z') });
    this.messages = [...this.messages, created];
    return Ok(created);
  }
  async update(guid: string, change: MessageChange): Promise<Result<BoardMessage, AppError>> {
    this.changes.push({ guid, change });
    this.messages = this.messages.map((m) => (m.guid === guid ? { ...m, isPinned: change.isPinned ?? m.isPinned } : m));
    return Ok(aMessage());
  }
  async remove(guid: string): Promise<Result<void, AppError>> {
    this.messages = this.messages.filter((m) => m.guid !== guid);
    return Ok(undefined);
  }
  async removeFile(guid: string, fileGuid: string): Promise<Result<void, AppError>> {
    this.removedFiles.push(`${guid}/${fileGuid}`);
    return Ok(undefined);
  }
  async attachFromDrive(_guid: string, file: DriveFileRef): Promise<Result<BoardMessage, AppError>> {
    if (this.failNext) return Err(this.failNext);
    this.fromDrive.push(file);
    return Ok(aMessage());
  }
  async setStudentsMayPost(): Promise<Result<void, AppError>> {
    return Ok(undefined);
  }
}

describe('BoardStore', () => {
  it('shows the page in the board’s order: pinned first, then the newest', async () => {
    const gateway = new FakeBoardGateway();
    gateway.messages = [aMessage({ guid: 'old' }), aMessage({ guid: 'new', createdAt: new Date('2026-11-21T09:00:00Z') }), aMessage({ guid: 'pin', isPinned: true, createdAt: new Date('2026-11-01T09:00:00Z') })];
    const store = new BoardStore(gateway);
    await store.load('c1');
    expect(store.messages.map((m) => m.guid)).toEqual(['pin', 'new', 'old']);
  });

  it('refuses a message that says nothing before sending it, and sends a real one then reads the board again', async () => {
    const gateway = new FakeBoardGateway();
    const store = new BoardStore(gateway);
    await store.load('c1');
    const empty = await store.post('<p> </p>');
    expect(empty.err && empty.val).toEqual({ kind: 'invalid', error: { code: 'board.message-required' } });
    expect(gateway.posted).toEqual([]);
    const sent = await store.post('<p>Mañana examen</p>', { audience: 'students', isPinned: true });
    expect(sent.ok).toBe(true);
    expect(gateway.posted).toEqual([{ courseGuid: 'c1', html: '<p>Mañana examen</p>', audience: 'students', isPinned: true }]);
    expect(store.messages.map((m) => m.html)).toContain('<p>Mañana examen</p>');
    expect(store.writing).toBe(false);
  });

  it('hands back the server’s refusal and keeps the board as it was', async () => {
    const gateway = new FakeBoardGateway();
    const store = new BoardStore(gateway);
    await store.load('c1');
    const reads = gateway.reads;
    gateway.failNext = appError('forbidden', 'FORBIDDEN');
    const sent = await store.post('<p>Hola</p>');
    expect(sent.err && sent.val.kind).toBe('failed');
    expect(gateway.reads).toBe(reads);
  });

  it('pins and deletes through the gateway, then shows the page again', async () => {
    const gateway = new FakeBoardGateway();
    gateway.messages = [aMessage({ guid: 'a' }), aMessage({ guid: 'b', createdAt: new Date('2026-11-21T09:00:00Z') })];
    const store = new BoardStore(gateway);
    await store.load('c1');
    await store.togglePin(store.messages[1] ?? aMessage());
    expect(store.messages[0]?.guid).toBe('a');
    await store.remove(store.messages[0] ?? aMessage());
    expect(store.messages.map((m) => m.guid)).toEqual(['b']);
  });

  it('remembers the messages it wrote, so the live board does not announce them back (ADR 0516)', async () => {
    const gateway = new FakeBoardGateway();
    gateway.messages = [aMessage({ guid: 'theirs' })];
    const store = new BoardStore(gateway);
    await store.load('c1');
    await store.post('<p>Mío</p>');
    const posted = store.messages.find((m) => m.html === '<p>Mío</p>');
    expect(posted && store.written.has(posted.guid)).toBe(true);
    const theirs = store.messages.find((m) => m.guid === 'theirs');
    if (theirs) await store.remove(theirs);
    expect(store.written.has('theirs')).toBe(true);
  });

  it('posts a message with the files uploaded for it, attaches more to a posted one, and removes one file', async () => {
    const gateway = new FakeBoardGateway();
    gateway.messages = [aMessage({ guid: 'm1' })];
    const store = new BoardStore(gateway);
    await store.load('c1');
    expect((await store.post('<p>La ficha</p>', { isPinned: true, fileGuids: ['f1', 'f2'] })).ok).toBe(true);
    expect(gateway.posted.at(-1)).toMatchObject({ courseGuid: 'c1', isPinned: true, fileGuids: ['f1', 'f2'] });
    const message = store.messages[0] ?? aMessage();
    expect((await store.attachFiles(message, ['f3'])).ok).toBe(true);
    expect(gateway.changes.at(-1)?.change).toEqual({ fileGuids: ['f3'] });
    const file = { guid: 'f1', name: 'ficha.pdf', size: 10, mime: 'application/pdf', mediaType: 'pdf', url: '/api/files/f1' };
    expect((await store.removeFile(message, file)).ok).toBe(true);
    expect(gateway.removedFiles).toEqual([`${message.guid}/f1`]);
  });

  it('reads the Drive file id out of a pasted link and wants a token, before asking the server', async () => {
    const gateway = new FakeBoardGateway();
    const store = new BoardStore(gateway);
    await store.load('c1');
    const message = aMessage();
    const noLink = await store.attachFromDrive(message, 'https://example.org/nothing', 'ya29.t');
    expect(noLink.err && noLink.val).toEqual({ kind: 'invalid', error: { code: 'board.drive-link-invalid' } });
    const noToken = await store.attachFromDrive(message, '1AbCdEfGhIjKlMnOp', '  ');
    expect(noToken.err && noToken.val).toEqual({ kind: 'invalid', error: { code: 'board.drive-token-required' } });
    expect(gateway.fromDrive).toEqual([]);
    expect((await store.attachFromDrive(message, 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view?usp=sharing', ' ya29.t ')).ok).toBe(true);
    expect(gateway.fromDrive).toEqual([{ fileId: '1AbCdEfGhIjKlMnOp', oauthToken: 'ya29.t' }]);
    gateway.failNext = appError('validation', 'CLOUD_TOKEN_REFUSED');
    const refused = await store.attachFromDrive(message, '1AbCdEfGhIjKlMnOp', 'expired');
    expect(refused.err && refused.val.kind).toBe('failed');
  });
});
