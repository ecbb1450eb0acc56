import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { files } from '../db/schema';

/** `board`: a file for a board message, attached when the message is posted or edited (ADR 0517). */
export type FilePurpose = 'content' | 'captions' | 'hand-in' | 'board';

export interface FileRow {
  guid: string;
  tenantId: string;
  courseGuid: string;
  ownerGuid: string | null;
  purpose: string;
  mediaType: string;
  mime: string;
  size: number;
  name: string;
  sha256: string;
}

/** A file's place in the FileStore. */
export interface StoredFile {
  tenantId: string;
  guid: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const columns = {
  guid: files.guid,
  tenantId: files.tenantId,
  courseGuid: files.courseGuid,
  ownerGuid: files.ownerGuid,
  purpose: files.purpose,
  mediaType: files.mediaType,
  mime: files.mime,
  size: files.size,
  name: files.name,
  sha256: files.sha256,
};

/** Rows of the files table; the bytes are the FileStore's. */
export class FileRepository {
  constructor(private readonly db: Db) {}

  async insert(row: FileRow): Promise<void> {
    await this.db.insert(files).values(row);
  }

  async find(guid: string): Promise<FileRow | undefined> {
    if (!UUID.test(guid)) return undefined;
    const [row] = await this.db.select(columns).from(files).where(eq(files.guid, guid)).limit(1);
    return row;
  }

  /** The tenant's files among `guids` (malformed guids are skipped: a uuid column would fail the query). */
  async findMany(tenantId: string, guids: readonly string[]): Promise<FileRow[]> {
    const wanted = [...new Set(guids.filter((g) => UUID.test(g)).map((g) => g.toLowerCase()))];
    if (wanted.length === 0) return [];
    return this.db.select(columns).from(files).where(and(eq(files.tenantId, tenantId), inArray(files.guid, wanted)));
  }

  /** Where the bytes of the courses' files are (tenant and guid), to remove them once their rows are gone. */
  async ofCourses(courseGuids: readonly string[]): Promise<StoredFile[]> {
    if (courseGuids.length === 0) return [];
    return this.db.select({ tenantId: files.tenantId, guid: files.guid }).from(files).where(inArray(files.courseGuid, [...courseGuids]));
  }

  /** Removes rows (the bytes are the caller's to remove once the transaction is through). */
  async deleteMany(guids: readonly string[]): Promise<void> {
    if (guids.length === 0) return;
    await this.db.delete(files).where(inArray(files.guid, [...guids]));
  }
}
