import type { AddTitleLessonsAnswerDto } from '@contract/titleTools';
import { planTitleCopy } from '@domain/accounts/titleTools';
import { badRequest } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import type { CourseAccess } from '../../policies/coursePolicy';
import type { TitleAccess } from '../../policies/titlePolicy';

/**
 * Some of a title's lessons copied into a course of the teacher's (ADR 0557): the course's project for the title is
 * made if missing and locked, lessons it already holds a copy of are skipped (a retry adds nothing), the rest arrive
 * as drafts in new units at the end. All or nothing: call in one transaction, after requireChange and requireTitleUse.
 */
export async function addTitleLessons(repos: Repositories, caller: Caller, command: { course: CourseAccess; access: TitleAccess; lessonGuids: readonly string[] }): Promise<AddTitleLessonsAnswerDto> {
  const titleGuid = command.access.title.guid;
  const projectGuid = await repos.titleTools.lockedProject({ tenantId: caller.tenantId, courseGuid: command.course.courseGuid, titleGuid, createdBy: caller.guid });
  const added = await repos.titleTools.addedLessons(projectGuid);
  const plan = planTitleCopy(await repos.titleTools.outline(titleGuid), command.lessonGuids, new Set(added.keys()), 'existing-course');
  if (plan.err) throw badRequest(plan.val.code === 'title.lesson-unknown' ? 'TITLE_LESSON_UNKNOWN' : 'VALIDATION_FAILED', [{ path: '/lesson_guids', message: plan.val.code }]);
  const copied = await repos.titleTools.copy({ projectGuid, courseGuid: command.course.courseGuid, plan: plan.val });
  return { course_project_guid: projectGuid, added: copied, already_added: plan.val.alreadyAdded };
}
