// Who may upload a file to a course (docs/api-media.md "Uploads"): its teachers upload content and captions, its
// students their hand-in files, and whoever may post on its board a file for a message (ADR 0517); a school admin reads
// the course but uploads nothing (403); outsiders 404.
import { mayPost } from '@domain/board/messages';
import { forbidden } from '../errors/ApiError';
import type { AccessCaller, AccessRepository } from '../repositories/AccessRepository';
import type { PostingFacts } from '../repositories/BoardRepository';
import { postingRules } from './boardPolicy';
import type { FilePurpose } from '../repositories/FileRepository';
import { requireCourse, type CourseAccess, type CourseRelation } from './coursePolicy';

const UPLOADER: Record<Exclude<FilePurpose, 'board'>, CourseRelation> = { content: 'teacher', captions: 'teacher', 'hand-in': 'student' };

/** The course a file may be uploaded to: 404 when the caller does not see it, 403 for its school admins. */
export async function requireUploadCourse(access: AccessRepository, caller: AccessCaller, courseGuid: string): Promise<CourseAccess> {
  const course = await requireCourse(access, caller, courseGuid);
  if (course.relation === 'admin') throw forbidden();
  return course;
}

/**
 * 403 unless the caller's relation to the course uploads files of this purpose; a board file needs the board's own
 * answer (teachers, and students while the course lets them post and they are not in kids mode there): `board` is the
 * board's posting facts, read for a board file only.
 */
export function requireUploadPurpose(course: Pick<CourseAccess, 'relation'>, purpose: FilePurpose, board: PostingFacts | undefined): void {
  const allowed = purpose === 'board' ? board !== undefined && mayPost(course.relation, postingRules(board, course.relation)) : UPLOADER[purpose] === course.relation;
  if (!allowed) throw forbidden();
}
