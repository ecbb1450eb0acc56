import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { BoardChangeKind, MessageAudience } from '@domain/board/messages';
import { Roles } from '@domain/identity/roles';
import { BOARD_CHANGES_CHANNEL } from '../db/channels';
import type { Db } from '../db/Database';
import { tenantCourse } from '../db/liveCourse';
import { boardMessageFiles, boardMessages, boardSettings, courseMembers, courses, files, tenants, users } from '../db/schema';
import type { StoredFile } from './FileRepository';
import { courseFactColumns, oneWithCourseFacts, type AccessCaller, type CourseFacts } from './AccessRepository';

// The course boards (ADR 0510). Messages have no tenant column: they hang off a course, and every read that starts
// from a message guid joins its course in the caller's tenant.

export interface MessageRow {
  guid: string;
  courseGuid: string;
  parentGuid: string | null;
  message: string;
  messageFor: MessageAudience;
  isPinned: boolean;
  authorGuid: string | null;
  authorName: string | null;
  authorLastname: string | null;
  authorAvatar: string | null;
  authorTeaches: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** A message and the course facts the board policy decides on, in one statement. */
export interface MessageFacts extends CourseFacts {
  messageGuid: string;
  parentGuid: string | null;
  authorGuid: string | null;
  messageFor: MessageAudience;
  isPinned: boolean;
}

export interface NewMessage {
  courseGuid: string;
  authorGuid: string;
  parentGuid: string | null;
  message: string;
  messageFor: MessageAudience;
  isPinned: boolean;
  at: Date;
}

export interface MessageChange {
  message?: string;
  messageFor?: MessageAudience;
  isPinned?: boolean;
  at: Date;
}

/**
 * What the board's commands tell every server process of a write (`tiza_board_changes`, ADR 0516): the message, its
 * course, and its audience before and after (null: it did not exist, or no longer does). Each process decides per
 * stream what its reader is told (`boardChangeFor`).
 */
export interface BoardChangeNote {
  /** Unique per write: on PostgreSQL a process may hear one notification on more than one connection. */
  id: string;
  course_guid: string;
  message_guid: string;
  parent_guid: string | null;
  change: BoardChangeKind;
  before: MessageAudience | null;
  after: MessageAudience | null;
}

/** How one person relates to a course, as the course policy decides on it (`courseRelation`). */
export interface ReaderFacts {
  userGuid: string;
  memberRole: string | null;
  adminOfSchool: boolean;
}

/** A message of the all-courses view, with its course's name. */
export interface RecentMessageRow extends MessageRow {
  courseName: string;
  /** The reader's role in the message's course ('teacher' | 'student'), null for a school admin who is no member. */
  readerRole: string | null;
}

/** A file on a message, as the message's answer lists it. */
export interface MessageFileRow {
  messageGuid: string;
  guid: string;
  name: string;
  size: number;
  mime: string;
  mediaType: string;
}

const messageColumns = {
  guid: boardMessages.guid,
  courseGuid: boardMessages.courseGuid,
  parentGuid: boardMessages.parentGuid,
  message: boardMessages.message,
  messageFor: sql<MessageAudience>`${boardMessages.messageFor}`,
  isPinned: boardMessages.isPinned,
  authorGuid: boardMessages.authorGuid,
  authorName: users.name,
  authorLastname: users.lastname,
  authorAvatar: users.avatar,
  /** The author teaches the message's course (a tenant may withhold teachers' names from students, ADR 0554). */
  authorTeaches: sql<boolean>`exists (select 1 from course_members tm where tm.course_guid = ${boardMessages.courseGuid} and tm.user_guid = ${boardMessages.authorGuid} and tm.role = 'teacher')`,
  createdAt: boardMessages.createdAt,
  updatedAt: boardMessages.updatedAt,
};

/** The audiences a reader sees: students never read teacher-only messages. */
function audienceFor(audiences: readonly MessageAudience[]): SQL {
  return inArray(boardMessages.messageFor, [...audiences]);
}

/** The facts a board's posting rules are decided on (boardPolicy's postingRules). */
export interface PostingFacts {
  studentsMayPost: boolean;
  tenantKidsMode: boolean;
  educationLevel: string;
}

export class BoardRepository {
  constructor(private readonly db: Db) {}

  /** The message with its course's facts for the caller, or undefined (unknown, another tenant's, archived course). */
  async messageFacts(caller: AccessCaller, messageGuid: string): Promise<MessageFacts | undefined> {
    const query = this.db
      .select({
        ...courseFactColumns(caller),
        messageGuid: boardMessages.guid,
        parentGuid: boardMessages.parentGuid,
        authorGuid: boardMessages.authorGuid,
        messageFor: sql<MessageAudience>`${boardMessages.messageFor}`,
        isPinned: boardMessages.isPinned,
      })
      .from(boardMessages)
      .innerJoin(courses, eq(courses.guid, boardMessages.courseGuid))
      .$dynamic();
    return oneWithCourseFacts(query, caller, boardMessages.guid, messageGuid);
  }

  /** What posting on the course's board depends on (one statement): the teacher's switch, the tenant's kids mode and the course's level. */
  async postingFacts(courseGuid: string): Promise<PostingFacts> {
    const [row] = await this.db
      .select({
        studentsMayPost: sql<boolean>`coalesce(${boardSettings.studentsMayPost}, true)`,
        tenantKidsMode: sql<boolean>`coalesce((${tenants.flags}->>'kidsMode')::boolean, false)`,
        educationLevel: courses.educationLevel,
      })
      .from(courses)
      .innerJoin(tenants, eq(tenants.id, courses.tenantId))
      .leftJoin(boardSettings, eq(boardSettings.courseGuid, courses.guid))
      .where(eq(courses.guid, courseGuid))
      .limit(1);
    return { studentsMayPost: Boolean(row?.studentsMayPost ?? true), tenantKidsMode: Boolean(row?.tenantKidsMode), educationLevel: row?.educationLevel ?? '' };
  }

  async saveSettings(courseGuid: string, studentsMayPost: boolean): Promise<void> {
    await this.db
      .insert(boardSettings)
      .values({ courseGuid, studentsMayPost })
      .onConflictDoUpdate({ target: boardSettings.courseGuid, set: { studentsMayPost } });
  }

  /** One page of top-level messages the reader sees (pinned first, then newest) and how many there are. */
  async page(courseGuid: string, audiences: readonly MessageAudience[], page: number, perPage: number): Promise<{ rows: MessageRow[]; total: number }> {
    const where = and(eq(boardMessages.courseGuid, courseGuid), isNull(boardMessages.parentGuid), audienceFor(audiences));
    const [rows, [count]] = await Promise.all([
      this.db
        .select(messageColumns)
        .from(boardMessages)
        .leftJoin(users, eq(users.guid, boardMessages.authorGuid))
        .where(where)
        .orderBy(desc(boardMessages.isPinned), desc(boardMessages.createdAt), desc(boardMessages.guid))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ total: sql<number>`count(*)::int` }).from(boardMessages).where(where),
    ]);
    return { rows, total: Number(count?.total ?? 0) };
  }

  /** The replies to the given messages, oldest first. */
  async replies(parentGuids: readonly string[]): Promise<MessageRow[]> {
    if (parentGuids.length === 0) return [];
    return this.db
      .select(messageColumns)
      .from(boardMessages)
      .leftJoin(users, eq(users.guid, boardMessages.authorGuid))
      .where(inArray(boardMessages.parentGuid, [...parentGuids]))
      .orderBy(asc(boardMessages.createdAt), asc(boardMessages.guid));
  }

  async one(messageGuid: string): Promise<MessageRow | undefined> {
    const [row] = await this.db.select(messageColumns).from(boardMessages).leftJoin(users, eq(users.guid, boardMessages.authorGuid)).where(eq(boardMessages.guid, messageGuid)).limit(1);
    return row;
  }

  async insert(message: NewMessage): Promise<string> {
    const [row] = await this.db
      .insert(boardMessages)
      .values({
        courseGuid: message.courseGuid,
        authorGuid: message.authorGuid,
        parentGuid: message.parentGuid,
        message: message.message,
        messageFor: message.messageFor,
        isPinned: message.isPinned,
        createdAt: message.at,
        updatedAt: message.at,
      })
      .returning({ guid: boardMessages.guid });
    if (!row) throw new Error('insert returned no row');
    return row.guid;
  }

  /** Changes a message; a new audience reaches its replies too. */
  async update(messageGuid: string, change: MessageChange): Promise<void> {
    await this.db
      .update(boardMessages)
      .set({
        ...(change.message === undefined ? {} : { message: change.message }),
        ...(change.messageFor === undefined ? {} : { messageFor: change.messageFor }),
        ...(change.isPinned === undefined ? {} : { isPinned: change.isPinned }),
        updatedAt: change.at,
      })
      .where(eq(boardMessages.guid, messageGuid));
    if (change.messageFor !== undefined) await this.db.update(boardMessages).set({ messageFor: change.messageFor }).where(eq(boardMessages.parentGuid, messageGuid));
  }

  /** Deletes a message and its replies (the foreign key cascades). */
  async delete(messageGuid: string): Promise<void> {
    await this.db.delete(boardMessages).where(eq(boardMessages.guid, messageGuid));
  }

  /** Tells every server process of a board write, at the commit of the write's transaction (ADR 0516). */
  async announce(note: Omit<BoardChangeNote, 'id'>): Promise<void> {
    const sent: BoardChangeNote = { id: randomUUID(), ...note };
    await this.db.execute(sql`select pg_notify(${BOARD_CHANGES_CHANNEL}, ${JSON.stringify(sent)})`);
  }

  /**
   * How each of `userGuids` relates to a live course of `tenantId` (one statement): their course role, and whether they
   * belong to its school (which makes a school admin a reader). Nobody when the course is not the tenant's.
   */
  async readers(courseGuid: string, tenantId: string, userGuids: readonly string[]): Promise<ReaderFacts[]> {
    if (userGuids.length === 0) return [];
    const rows = await this.db
      .select({
        userGuid: users.guid,
        memberRole: courseMembers.role,
        adminOfSchool: sql<boolean>`exists (select 1 from school_memberships sm where sm.user_guid = ${users.guid} and sm.school_guid = ${courses.schoolGuid})`,
      })
      .from(courses)
      .innerJoin(users, inArray(users.guid, [...userGuids]))
      .leftJoin(courseMembers, and(eq(courseMembers.courseGuid, courses.guid), eq(courseMembers.userGuid, users.guid)))
      .where(and(eq(courses.guid, courseGuid), tenantCourse(tenantId)));
    return rows.map((row) => ({ ...row, adminOfSchool: Boolean(row.adminOfSchool) }));
  }

  /**
   * The newest top-level messages of every live course of the tenant the reader is in (or, for a school admin, of
   * their schools), each as their relation reads it: students never receive teacher-only ones. Newest first.
   */
  async recent(reader: { guid: string; tenantId: string; role: string }, page: number, perPage: number): Promise<{ rows: RecentMessageRow[]; total: number }> {
    const member = and(eq(courseMembers.courseGuid, courses.guid), eq(courseMembers.userGuid, reader.guid));
    const admin =
      reader.role === Roles.schoolAdmin
        ? and(isNull(courseMembers.role), sql`exists (select 1 from school_memberships sm where sm.user_guid = ${reader.guid} and sm.school_guid = ${courses.schoolGuid})`)
        : sql`false`;
    const reads = or(
      eq(courseMembers.role, 'teacher'),
      and(eq(courseMembers.role, 'student'), inArray(boardMessages.messageFor, ['all', 'students'])),
      admin,
    );
    const where = and(isNull(boardMessages.parentGuid), tenantCourse(reader.tenantId), reads);
    const [rows, [count]] = await Promise.all([
      this.db
        .select({ ...messageColumns, courseName: courses.name, readerRole: courseMembers.role })
        .from(boardMessages)
        .innerJoin(courses, eq(courses.guid, boardMessages.courseGuid))
        .leftJoin(courseMembers, member)
        .leftJoin(users, eq(users.guid, boardMessages.authorGuid))
        .where(where)
        .orderBy(desc(boardMessages.createdAt), desc(boardMessages.guid))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(boardMessages)
        .innerJoin(courses, eq(courses.guid, boardMessages.courseGuid))
        .leftJoin(courseMembers, member)
        .where(where),
    ]);
    return { rows, total: Number(count?.total ?? 0) };
  }

  /** The files on these messages, in the order they were attached. */
  async files(messageGuids: readonly string[]): Promise<MessageFileRow[]> {
    if (messageGuids.length === 0) return [];
    return this.db
      .select({ messageGuid: boardMessageFiles.messageGuid, guid: files.guid, name: files.name, size: files.size, mime: files.mime, mediaType: files.mediaType })
      .from(boardMessageFiles)
      .innerJoin(files, eq(files.guid, boardMessageFiles.fileGuid))
      .where(inArray(boardMessageFiles.messageGuid, [...messageGuids]))
      .orderBy(asc(boardMessageFiles.attachedAt), asc(files.guid));
  }

  /** How many files a message holds. */
  async fileCount(messageGuid: string): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(boardMessageFiles).where(eq(boardMessageFiles.messageGuid, messageGuid));
    return Number(row?.n ?? 0);
  }

  /** Which of these files are on a message already (any message). */
  async attachedAmong(fileGuids: readonly string[]): Promise<Set<string>> {
    if (fileGuids.length === 0) return new Set();
    const rows = await this.db.select({ guid: boardMessageFiles.fileGuid }).from(boardMessageFiles).where(inArray(boardMessageFiles.fileGuid, [...fileGuids]));
    return new Set(rows.map((row) => row.guid));
  }

  async attach(messageGuid: string, fileGuids: readonly string[], at: Date): Promise<void> {
    if (fileGuids.length === 0) return;
    // One millisecond apart: the list keeps the order they were given in.
    await this.db.insert(boardMessageFiles).values(fileGuids.map((fileGuid, i) => ({ messageGuid, fileGuid, attachedAt: new Date(at.getTime() + i) })));
  }

  /** The file on this message, or undefined. */
  async messageFile(messageGuid: string, fileGuid: string): Promise<StoredFile | undefined> {
    const [row] = await this.db
      .select({ tenantId: files.tenantId, guid: files.guid })
      .from(boardMessageFiles)
      .innerJoin(files, eq(files.guid, boardMessageFiles.fileGuid))
      .where(and(eq(boardMessageFiles.messageGuid, messageGuid), eq(boardMessageFiles.fileGuid, fileGuid)))
      .limit(1);
    return row;
  }

  /** The files of a message and of its replies: what deleting it removes. */
  async threadFiles(messageGuid: string): Promise<StoredFile[]> {
    return this.db
      .select({ tenantId: files.tenantId, guid: files.guid })
      .from(boardMessageFiles)
      .innerJoin(files, eq(files.guid, boardMessageFiles.fileGuid))
      .innerJoin(boardMessages, eq(boardMessages.guid, boardMessageFiles.messageGuid))
      .where(sql`${boardMessages.guid} = ${messageGuid} or ${boardMessages.parentGuid} = ${messageGuid}`);
  }

  async touch(messageGuid: string, at: Date): Promise<void> {
    await this.db.update(boardMessages).set({ updatedAt: at }).where(eq(boardMessages.guid, messageGuid));
  }
}
