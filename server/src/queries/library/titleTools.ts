import type { TitleOutlineAnswerDto, TitleToolsAnswerDto } from '@contract/titleTools';
import type { TenantFlags } from '@domain/tenancy/tenant';
import type { Repositories } from '../../plugins/app/repositories';
import { runningLicenceEnd, titleAbilities, type TitleAccess } from '../../policies/titlePolicy';
import type { TeacherResourceRow, TitleOutlineRow } from '../../repositories/TitleToolsRepository';
import { titleAnswer } from '../accounts/library';

function unitsAnswer(outline: TitleOutlineRow, added: ReadonlyMap<string, string>): TitleOutlineAnswerDto['units'] {
  return outline.units.map((unit) => ({
    guid: unit.guid,
    name: unit.name,
    lessons: unit.lessons.map((lesson) => ({ guid: lesson.guid, name: lesson.name, items_count: lesson.itemsCount, course_lesson_guid: added.get(lesson.guid) ?? null })),
  }));
}

const resourcesAnswer = (rows: readonly TeacherResourceRow[]): TitleOutlineAnswerDto['teacher_resources'] =>
  rows.map((row) => ({ guid: row.guid, name: row.name, content_type: row.contentType, lesson_name: row.lessonName }));

/** A title of the caller's library with its lessons and teacher's resources, and what the caller may do with it. */
export async function titleOutline(repos: Repositories, access: TitleAccess, today: string, flags: Pick<TenantFlags, 'createCourse'>): Promise<TitleOutlineAnswerDto> {
  const [outline, resources] = await Promise.all([repos.titleTools.outline(access.title.guid), repos.titleTools.teacherResources(access.title.guid)]);
  const abilities = titleAbilities(access, today, flags);
  return {
    title: titleAnswer(access.title),
    units: unitsAnswer(outline, new Map()),
    teacher_resources: resourcesAnswer(resources),
    licence_ends_on: runningLicenceEnd(access, today),
    can_add_lessons: abilities.canAddLessons,
    can_create_course: abilities.canCreateCourse,
  };
}

/**
 * `/tools/{courseProjectGuid}` (ADR 0558): what the title offers the course — its lessons, each saying whether the course
 * holds a copy, its teacher's resources — and whether the caller may add more (their own licence must run).
 */
export async function titleTools(
  repos: Repositories,
  command: { projectGuid: string; course: { guid: string; name: string }; access: TitleAccess; today: string; flags: Pick<TenantFlags, 'createCourse'> },
): Promise<TitleToolsAnswerDto> {
  const { access } = command;
  const [outline, resources, added] = await Promise.all([repos.titleTools.outline(access.title.guid), repos.titleTools.teacherResources(access.title.guid), repos.titleTools.addedLessons(command.projectGuid)]);
  return {
    course_project_guid: command.projectGuid,
    course: command.course,
    title: titleAnswer(access.title),
    units: unitsAnswer(outline, added),
    teacher_resources: resourcesAnswer(resources),
    licence_ends_on: runningLicenceEnd(access, command.today),
    can_add_lessons: titleAbilities(access, command.today, command.flags).canAddLessons,
  };
}
