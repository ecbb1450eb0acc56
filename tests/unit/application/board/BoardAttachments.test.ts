import { describe, expect, it } from 'vitest';
import { BoardAttachments } from '@application/board/BoardAttachments';
import { InstantFileUploader } from '@tests/fakes/InMemoryViewerGateway';

const pdf = (name: string) => new File([new Uint8Array(100)], name, { type: 'application/pdf' });

async function settled(): Promise<void> {
  await Promise.resolve();
  await Promise.resolve();
}

describe('BoardAttachments', () => {
  it('uploads each accepted file as a board file of the message’s course, and keeps to the room the message has left', async () => {
    const uploader = new InstantFileUploader();
    const attachments = new BoardAttachments(uploader);
    attachments.forMessage('c1', 4);
    attachments.batch.addFiles([pdf('a.pdf'), pdf('b.pdf')]);
    await settled();
    expect(uploader.calls).toEqual([{ courseGuid: 'c1', purpose: 'board', name: 'a.pdf' }]);
    expect(attachments.batch.files.map((f) => f.error?.code ?? f.status)).toEqual(['uploaded', 'TOO_MANY_FILES']);
    expect(attachments.batch.uploadedGuids).toEqual(['file-1']);
    expect(attachments.batch.hasRoom).toBe(false);
  });

  it('refuses a kind a message does not take (captions) before sending a byte, and forgets everything once posted', async () => {
    const uploader = new InstantFileUploader();
    const attachments = new BoardAttachments(uploader);
    attachments.forMessage('c1');
    attachments.batch.addFiles([new File(['WEBVTT\n'], 'subs.vtt', { type: 'text/vtt' }), pdf('ficha.pdf')]);
    await settled();
    expect(uploader.calls.map((c) => c.name)).toEqual(['ficha.pdf']);
    expect(attachments.batch.files[0]?.error).toEqual({ code: 'FILE_TYPE_NOT_ALLOWED' });
    attachments.batch.clear();
    expect(attachments.batch.files).toEqual([]);
  });
});
