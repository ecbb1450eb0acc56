import type { NewCourseBodyDto } from '@contract/courses';
import type { CourseFromTitleAnswerDto, CourseFromTitleBodyDto } from '@contract/titleTools';
import { planTitleCopy } from '@domain/accounts/titleTools';
import { ApiError, conflict } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import type { TitleAccess } from '../../policies/titlePolicy';
import { courseOf } from '../../queries/courses/courseDetail';
import { createCourse } from '../courses/createCourse';

/**
 * A new course made of a title (ADR 0556): created as any course is (`createCourse`: the teacher's school, a join code,
 * the creator teaching it) with the title's discipline and level, then given a copy of every lesson of the title. The
 * client names the course project: a retry with that guid answers the course the first attempt made (ADR 0557).
 * Call in one transaction, after requireTitle and requireCourseFromTitle.
 */
export async function courseFromTitle(repos: Repositories, caller: Caller, command: { access: TitleAccess; body: CourseFromTitleBodyDto }): Promise<CourseFromTitleAnswerDto> {
  const { title } = command.access;
  const projectGuid = command.body.course_project_guid.toLowerCase();
  await repos.titleTools.lockProjectGuid(projectGuid);
  const earlier = await repos.titleTools.project(caller.tenantId, projectGuid);
  if (earlier) {
    if (earlier.createdBy !== caller.guid || earlier.titleGuid !== title.guid) throw conflict('COURSE_PROJECT_TAKEN');
    const course = await courseOf(repos, caller, earlier.courseGuid);
    if (!course) throw conflict('COURSE_PROJECT_TAKEN');
    return { course_project_guid: projectGuid, course, lessons_copied: (await repos.titleTools.addedLessons(projectGuid)).size };
  }
  const made = await createCourse(repos, caller, {
    name: command.body.name,
    discipline: title.discipline as NewCourseBodyDto['discipline'],
    education_level: title.educationLevel as NewCourseBodyDto['education_level'],
    education_year: command.body.education_year,
    school_guid: command.body.school_guid,
  });
  await repos.titleTools.lockedProject({ tenantId: caller.tenantId, courseGuid: made.guid, titleGuid: title.guid, createdBy: caller.guid, guid: projectGuid });
  const plan = planTitleCopy(await repos.titleTools.outline(title.guid), 'all', new Set(), 'new-course');
  // A title without lessons makes an empty course (planTitleCopy refuses "nothing" only when lessons were named).
  const copied = plan.ok ? await repos.titleTools.copy({ projectGuid, courseGuid: made.guid, plan: plan.val }) : 0;
  const course = await courseOf(repos, caller, made.guid);
  if (!course) throw new ApiError(500, 'INTERNAL', 'created course not visible');
  return { course_project_guid: projectGuid, course, lessons_copied: copied };
}
