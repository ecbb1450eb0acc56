import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@domain/content/uploadRules';
import { appError } from '@application/shared/AppError';
import { UploadStore } from '@application/lessons/UploadStore';
import { InMemoryFileUploader } from '@tests/fakes/InMemoryLessonGateway';

function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('UploadStore', () => {
  it('refuses a file the domain rejects, before sending anything', async () => {
    const uploader = new InMemoryFileUploader();
    const store = new UploadStore(uploader);
    const result = await store.upload('c-1', 'content', fileOf('clase.mp4', 'video/mp4', MAX_UPLOAD_BYTES.video + 1), ['video']);
    expect(result).toBeUndefined();
    expect(store.state).toBe('refused');
    expect(store.refusal).toEqual({ code: 'FILE_TOO_LARGE', maxBytes: MAX_UPLOAD_BYTES.video });
    expect(uploader.uploads).toEqual([]);

    await store.upload('c-1', 'content', fileOf('notas.docx', 'application/msword', 10), ['pdf']);
    expect(store.refusal).toEqual({ code: 'FILE_TYPE_NOT_ALLOWED' });
  });

  it('uploads with progress and holds the new file', async () => {
    const uploader = new InMemoryFileUploader();
    const store = new UploadStore(uploader);
    const uploaded = await store.upload('c-1', 'captions', fileOf('es.vtt', 'text/vtt', 200), ['captions']);
    expect(uploaded?.guid).toBe('file-1');
    expect(store.state).toBe('done');
    expect(store.percent).toBe(100);
    expect(store.held).toEqual({ guid: 'file-1', name: 'es.vtt', size: 200 });
    expect(uploader.uploads).toEqual([{ courseGuid: 'c-1', purpose: 'captions', name: 'es.vtt' }]);
  });

  it('cancels an upload in flight and keeps the file it had', async () => {
    const uploader = new InMemoryFileUploader();
    uploader.hold = true;
    const store = new UploadStore(uploader);
    store.hold({ guid: 'old', name: 'antes.pdf', size: 10 });
    const uploading = store.upload('c-1', 'content', fileOf('nuevo.pdf', 'application/pdf', 1000), ['pdf']);
    expect(store.state).toBe('uploading');
    expect(store.percent).toBe(50);
    store.cancel();
    expect(await uploading).toBeUndefined();
    expect(store.state).toBe('done');
    expect(store.held?.name).toBe('antes.pdf');
  });

  it('keeps the server refusal to show it translated', async () => {
    const uploader = new InMemoryFileUploader();
    uploader.failure = appError('validation', 'FILE_CONTENT_MISMATCH', { status: 415 });
    const store = new UploadStore(uploader);
    await store.upload('c-1', 'content', fileOf('foto.png', 'image/png', 100), ['image']);
    expect(store.state).toBe('failed');
    expect(store.error?.code).toBe('FILE_CONTENT_MISMATCH');
  });
});
