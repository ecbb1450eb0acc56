import type { MessageDto, MessageFileDto, MessagePageDto, RecentMessagePageDto, ReplyDto } from '@contract/board';
import type { Repositories } from '../../plugins/app/repositories';
import type { MessageFileRow, MessageRow } from '../../repositories/BoardRepository';
import type { Caller } from '../../plugins/app/Caller';
import type { CourseRelation } from '../../policies/coursePolicy';
import { messageAbilities, postingRules, readableAudiences } from '../../policies/boardPolicy';
import { mayModerate, mayPost } from '@domain/board/messages';
import { showsTeacherName } from '@domain/courses/teacherName';
import type { TenantFlags } from '@domain/tenancy/tenant';

interface Reader {
  guid: string;
  relation: CourseRelation;
  /** The tenant's switches: whether students are told the course's teachers' names (ADR 0554). */
  flags: Pick<TenantFlags, 'hideTeacher'>;
  /** Staff seeing the course as a student (ADR 0553): they read a student's board and are offered no writes. */
  preview?: boolean;
  /** A signed URL for a file on a message the reader reads (storage/media.ts fileLinks). */
  link: (fileGuid: string) => string;
}

type FilesByMessage = Map<string, MessageFileDto[]>;

/** The files of the messages, grouped by message, each with a URL signed for this reader. */
async function filesOf(repos: Repositories, messageGuids: string[], reader: Reader): Promise<FilesByMessage> {
  const rows: MessageFileRow[] = await repos.board.files(messageGuids);
  const byMessage: FilesByMessage = new Map();
  for (const row of rows) {
    const list = byMessage.get(row.messageGuid) ?? [];
    list.push({ guid: row.guid, name: row.name, size: row.size, mime: row.mime, media_type: row.mediaType, url: reader.link(row.guid) });
    byMessage.set(row.messageGuid, list);
  }
  return byMessage;
}

/** The author as the reader is told: a teacher of the course whose name the tenant withholds from students has none. */
function authorDto(row: MessageRow, relation: CourseRelation, flags: Reader['flags']): ReplyDto['author'] {
  if (row.authorGuid === null) return null;
  if (Boolean(row.authorTeaches) && !showsTeacherName(flags, relation)) return { guid: row.authorGuid, name: '', lastname: '', avatar: null, withheld: true };
  return { guid: row.authorGuid, name: row.authorName ?? '', lastname: row.authorLastname ?? '', avatar: row.authorAvatar };
}

/** What every message answer has, on a board or in the all-courses view. */
function sharedDto(row: MessageRow, relation: CourseRelation, flags: Reader['flags']): Omit<ReplyDto, 'parent_guid' | 'files' | 'abilities'> {
  return {
    guid: row.guid,
    course_guid: row.courseGuid,
    message: row.message,
    message_for: row.messageFor,
    is_pinned: row.isPinned,
    author: authorDto(row, relation, flags),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function replyDto(row: MessageRow, reader: Reader, files: FilesByMessage): ReplyDto {
  return { ...sharedDto(row, reader.relation, reader.flags), parent_guid: row.parentGuid, files: files.get(row.guid) ?? [], abilities: messageAbilities(reader.relation, row.authorGuid === reader.guid, row.parentGuid !== null, reader.preview) };
}

async function withReplies(repos: Repositories, rows: MessageRow[], replies: MessageRow[], reader: Reader): Promise<MessageDto[]> {
  const files = await filesOf(repos, [...rows, ...replies].map((row) => row.guid), reader);
  const byParent = new Map<string, ReplyDto[]>();
  for (const reply of replies) {
    const list = byParent.get(reply.parentGuid ?? '') ?? [];
    list.push(replyDto(reply, reader, files));
    byParent.set(reply.parentGuid ?? '', list);
  }
  return rows.map((row) => ({ ...replyDto(row, reader, files), replies: byParent.get(row.guid) ?? [] }));
}

export interface MessagePageRead {
  courseGuid: string;
  courseName: string;
  reader: Reader;
  page: number;
  perPage: number;
}

/** A page of the board as the reader sees it, with each message's replies and the reader's abilities. */
export async function messagePage(repos: Repositories, read: MessagePageRead): Promise<MessagePageDto> {
  const [{ rows, total }, posting] = await Promise.all([
    repos.board.page(read.courseGuid, readableAudiences(read.reader.relation), read.page, read.perPage),
    repos.board.postingFacts(read.courseGuid),
  ]);
  const rules = postingRules(posting, read.reader.relation);
  const replies = await repos.board.replies(rows.map((row) => row.guid));
  return {
    data: await withReplies(repos, rows, replies, read.reader),
    meta: { page: read.page, per_page: read.perPage, total },
    board: {
      course_name: read.courseName,
      students_may_post: rules.studentsMayPost,
      kids_mode: rules.kidsMode,
      abilities: { post: !read.reader.preview && mayPost(read.reader.relation, rules), moderate: !read.reader.preview && mayModerate(read.reader.relation) },
    },
  };
}

/** One message as the reader sees it: a top-level one with its replies, a reply alone (no replies). */
export async function messageAnswer(repos: Repositories, messageGuid: string, reader: Reader): Promise<MessageDto | undefined> {
  const row = await repos.board.one(messageGuid);
  if (!row) return undefined;
  const replies = row.parentGuid === null ? await repos.board.replies([row.guid]) : [];
  return (await withReplies(repos, [row], replies, reader))[0];
}

/** The newest messages of all the caller's courses, as each course's board shows them to the caller (ADR 0516). */
export async function recentMessages(repos: Repositories, caller: Pick<Caller, 'guid' | 'tenantId' | 'role'>, page: number, perPage: number, flags: Reader['flags']): Promise<RecentMessagePageDto> {
  const { rows, total } = await repos.board.recent(caller, page, perPage);
  return {
    // A school admin who is no member reads a course like its staff.
    data: rows.map((row) => ({ ...sharedDto(row, row.readerRole === 'student' ? 'student' : 'teacher', flags), course_name: row.courseName })),
    meta: { page, per_page: perPage, total },
  };
}
