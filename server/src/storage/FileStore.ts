// The bytes of uploaded files: DATA_DIR/files/<tenant>/<guid>. Written to DATA_DIR/files/tmp first and renamed into
// place only when complete (rename is atomic on one file system), so a reader never sees a half-written file.
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Writable } from 'node:stream';

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,62}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function segment(value: string, what: string): string {
  if (!SAFE_SEGMENT.test(value) || value === 'tmp') throw new Error(`unsafe ${what} for a file path: ${value}`);
  return value;
}

export interface TempFile {
  path: string;
  stream: Writable;
}

export class FileStore {
  constructor(readonly root: string) {}

  private get tmpDir(): string {
    return join(this.root, 'tmp');
  }

  pathOf(tenantId: string, guid: string): string {
    if (!UUID.test(guid)) throw new Error(`not a file guid: ${guid}`);
    return join(this.root, segment(tenantId, 'tenant'), guid.toLowerCase());
  }

  /** A new file in the temp folder, opened for writing (exclusive: never reuses a name). */
  async createTemp(): Promise<TempFile> {
    await mkdir(this.tmpDir, { recursive: true });
    const path = join(this.tmpDir, `${randomUUID()}.part`);
    return { path, stream: createWriteStream(path, { flags: 'wx' }) };
  }

  /** Moves a complete temp file to its final place. */
  async commit(tempPath: string, tenantId: string, guid: string): Promise<void> {
    const target = this.pathOf(tenantId, guid);
    await mkdir(join(this.root, segment(tenantId, 'tenant')), { recursive: true });
    await rename(tempPath, target);
  }

  /** Copies a file in (the demo seed): through the temp folder too, so a crash never leaves half a file. */
  async importCopy(source: string, tenantId: string, guid: string): Promise<void> {
    await mkdir(this.tmpDir, { recursive: true });
    const temp = join(this.tmpDir, `${randomUUID()}.part`);
    try {
      await copyFile(source, temp);
      await this.commit(temp, tenantId, guid);
    } catch (error) {
      await this.discard(temp);
      throw error;
    }
  }

  /** Removes a file if it is there; never throws for a missing one. */
  async discard(path: string): Promise<void> {
    await rm(path, { force: true }).catch(() => {});
  }

  async remove(tenantId: string, guid: string): Promise<void> {
    await this.discard(this.pathOf(tenantId, guid));
  }

  /**
   * Removes files whose rows are gone (a deleted course's): each one tried, a missing one is no failure; answers the
   * ones that could not be removed, with why, for the caller to log (the rows are already gone: never an error).
   */
  async removeEach(stored: readonly { tenantId: string; guid: string }[]): Promise<{ guid: string; error: unknown }[]> {
    const failures: { guid: string; error: unknown }[] = [];
    for (const file of stored) {
      try {
        await rm(this.pathOf(file.tenantId, file.guid), { force: true });
      } catch (error) {
        failures.push({ guid: file.guid, error });
      }
    }
    return failures;
  }

  async size(tenantId: string, guid: string): Promise<number | undefined> {
    try {
      return (await stat(this.pathOf(tenantId, guid))).size;
    } catch {
      return undefined;
    }
  }

  read(tenantId: string, guid: string, range?: { start: number; end: number }): ReadStream {
    return createReadStream(this.pathOf(tenantId, guid), range);
  }
}
