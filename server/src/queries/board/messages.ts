import type { MessageDto, MessageFileDto, MessagePageDto, RecentMessagePageDto, ReplyDto } from '@contract/board';
import type { Repositories } from '../../plugins/app/repositories';
import type { MessageFileRow, MessageRow } from '../../repositories/BoardRepository';
import type { Caller } from '../../plugins/app/Caller';
import type { CourseRelation } from '../../policies/coursePolicy';
import { messageAbilities, postingRules, readableAudiences } from '../../policies/boardPolicy';
import { mayModerate, mayPost } from '@domain/board/messages';

interface Reader {
  guid: string;
  relation: CourseRelation;
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

function authorDto(row: MessageRow): ReplyDto['author'] {
  return row.authorGuid === null ? null : { guid: row.authorGuid, name: row.authorName ?? '', lastname: row.authorLastname ?? '', avatar: row.authorAvatar };
}

/** What every message answer has, on a board or in the all-courses view. */
function sharedDto(row: MessageRow): Omit<ReplyDto, 'parent_guid' | 'files' | 'abilities'> {
  return {
    guid: row.guid,
    course_guid: row.courseGuid,
    message: row.message,
    message_for: row.messageFor,
    is_pinned: row.isPinned,
    author: authorDto(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function replyDto(row: MessageRow, reader: Reader, files: FilesByMessage): ReplyDto {
  return { ...sharedDto(row), parent_guid: row.parentGuid, files: files.get(row.guid) ?? [], abilities: messageAbilities(reader.relation, row.authorGuid === reader.guid, row.parentGuid !== null) };
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
      abilities: { post: mayPost(read.reader.relation, rules), moderate: mayModerate(read.reader.relation) },
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
export async function recentMessages(repos: Repositories, caller: Pick<Caller, 'guid' | 'tenantId' | 'role'>, page: number, perPage: number): Promise<RecentMessagePageDto> {
  const { rows, total } = await repos.board.recent(caller, page, perPage);
  return {
    data: rows.map((row) => ({ ...sharedDto(row), course_name: row.courseName })),
    meta: { page, per_page: perPage, total },
  };
}
