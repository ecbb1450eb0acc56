// Who may see and grade students' work (docs/api-media.md): a student hands in and reads their own record; the
// course's teachers and school admins read every student's record and the list of jobs; the teachers of the job's
// course grade it, never a student (403), a school admin (403, reads only) nor anyone outside the course (404);
// assignments only. Which items the caller sees at all is the course policy's (requireItem).
import { ASSIGNMENT_CONTENT_TYPE } from '@domain/content/contentTypes';
import { badRequest, forbidden, notFound } from '../errors/ApiError';
import type { AccessCaller, AccessRepository, JobFacts } from '../repositories/AccessRepository';
import { courseRelation, mayChange, studentSeesItem, type ItemAccess } from './coursePolicy';

export type JobAccess = Omit<JobFacts, 'memberRole' | 'adminOfSchool' | 'ownerIsStudent'>;

/** The job to grade, or 404 (not visible / not a student's of the course), 403 (not a teacher of it), 400 NOT_AN_ASSIGNMENT. */
export async function requireJobToGrade(access: AccessRepository, caller: AccessCaller, jobGuid: string): Promise<JobAccess> {
  const facts = await access.job(caller, jobGuid);
  const relation = facts && courseRelation(facts, caller);
  if (!facts || !relation) throw notFound();
  if (relation === 'student' && !studentSeesItem(facts)) throw notFound();
  if (!mayChange({ relation })) throw forbidden();
  if (!facts.ownerIsStudent) throw notFound();
  if (facts.contentType !== ASSIGNMENT_CONTENT_TYPE) throw badRequest('NOT_AN_ASSIGNMENT');
  const { memberRole: _memberRole, adminOfSchool: _adminOfSchool, ownerIsStudent: _ownerIsStudent, ...rest } = facts;
  return rest;
}

/** A student's record of an item (progress, job): the student themselves, or the course's staff; another student 403. */
export function requireRecordReader(item: ItemAccess, caller: Pick<AccessCaller, 'guid'>, studentGuid: string): ItemAccess {
  if (item.relation === 'student' && studentGuid.toLowerCase() !== caller.guid.toLowerCase()) throw forbidden();
  return item;
}
