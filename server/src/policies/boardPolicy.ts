// Who may read and write a course's board (ADR 0510), on the domain's rules (src/domain/board/messages.ts):
// - the course's members and the school admins of its school read it; anyone else gets 404;
// - students never see a teacher-only message: 404, as for a message that does not exist;
// - teachers post, pin, choose the audience and change or delete any message; students post while the course lets
//   them and change or delete their own; school admins only read (403 on writes).
//   A student in kids mode in the course (ADR 0536) reads the board but never posts on it.
import { audienceIncludes, mayChangeMessage, mayModerate, mayPost, MESSAGE_AUDIENCES, type MessageAudience, type PostingRules } from '@domain/board/messages';
import { isKidsMode } from '@domain/identity/kidsMode';
import { forbidden, notFound } from '../errors/ApiError';
import type { AccessCaller } from '../repositories/AccessRepository';
import type { BoardRepository, MessageFacts, PostingFacts } from '../repositories/BoardRepository';
import { courseRelation, previews, type CourseAccess, type CourseRelation } from './coursePolicy';

export interface MessageAccess {
  message: Omit<MessageFacts, 'memberRole' | 'adminOfSchool'>;
  relation: CourseRelation;
  isAuthor: boolean;
  /** Staff seeing the course as a student (ADR 0553): read as a student, offered no writes. */
  preview: boolean;
}

/** The audiences a person in `relation` reads. */
export function readableAudiences(relation: CourseRelation): MessageAudience[] {
  return MESSAGE_AUDIENCES.filter((audience) => audienceIncludes(audience, relation));
}

/** A message the caller may read, or 404 (never 403: a student does not learn a teacher-only message exists). */
export async function requireMessage(board: BoardRepository, caller: AccessCaller, messageGuid: string): Promise<MessageAccess> {
  const facts = await board.messageFacts(caller, messageGuid);
  const relation = facts && courseRelation(facts, caller);
  if (!facts || !relation || !audienceIncludes(facts.messageFor, relation)) throw notFound();
  const { memberRole: _memberRole, adminOfSchool: _adminOfSchool, ...message } = facts;
  return { message, relation, isAuthor: facts.authorGuid === caller.guid, preview: previews(facts, caller) };
}

/** The posting rules of a board for a reader in `relation`: the teacher's switch, and whether the reader is in kids mode there. */
export function postingRules(facts: PostingFacts, relation: CourseRelation): PostingRules {
  const kidsMode = isKidsMode({ tenantKidsMode: facts.tenantKidsMode, isStudent: relation === 'student', courseLevels: [facts.educationLevel] });
  return { studentsMayPost: facts.studentsMayPost, kidsMode };
}

/** 403 unless the caller may post on this board now. */
export function requirePost(course: Pick<CourseAccess, 'relation'>, facts: PostingFacts): void {
  if (!mayPost(course.relation, postingRules(facts, course.relation))) throw forbidden();
}

/** 403 unless the caller may pin or aim a message at an audience other than everyone. */
export function requireModeration(relation: CourseRelation): void {
  if (!mayModerate(relation)) throw forbidden();
}

/** 403 unless the caller may edit or delete this message. */
export function requireMessageChange(access: MessageAccess): MessageAccess {
  if (!mayChangeMessage(access.relation, access.isAuthor)) throw forbidden();
  return access;
}

/** The abilities a message answer carries, by the same rules; a preview (ADR 0553) is offered none. */
export function messageAbilities(relation: CourseRelation, isAuthor: boolean, isReply: boolean, preview = false): { update: boolean; delete: boolean; pin: boolean } {
  if (preview) return { update: false, delete: false, pin: false };
  const change = mayChangeMessage(relation, isAuthor);
  return { update: change, delete: change, pin: !isReply && mayModerate(relation) };
}
