// A course as the caller sees it (docs/api.md "Courses"): its card, and its units and lessons in order.
import type { CourseDetailDto, CourseDto, UnitDto } from '@contract/courses';
import { discipline as toDiscipline } from '@domain/catalog/disciplines';
import { storedEducationLevel } from '@domain/catalog/educationLevels';
import { courseRemoval } from '@domain/courses/courseRemoval';
import { showsTeacherName } from '@domain/courses/teacherName';
import type { TenantFlags } from '@domain/tenancy/tenant';
import { isGrammaticalGender } from '@domain/users/roleWord';
import type { Repositories } from '../../plugins/app/repositories';
import { courseAbilities, courseRelation, mayChange, previews, type CourseRelation } from '../../policies/coursePolicy';
import type { CourseRow, Viewer } from '../../repositories/CourseRepository';

/** What a course answer words by the tenant's switches: whether its teacher is named to students (ADR 0554). */
export type NamingFlags = Pick<TenantFlags, 'hideTeacher'>;
const NAMES_SHOWN: NamingFlags = { hideTeacher: false };

/**
 * A course row as the contract's Course, for a caller with this relation to it. `preview`: staff seeing it as a
 * student (ADR 0553), who have no progress of their own; `flags`: the tenant's, which may hide the teacher's name.
 */
export function courseDto(row: CourseRow, relation: CourseRelation, flags: NamingFlags = NAMES_SHOWN, preview = false): CourseDto {
  const abilities = courseAbilities(relation);
  const named = showsTeacherName(flags, relation);
  return {
    guid: row.guid,
    name: row.name,
    type: row.type,
    school_guid: row.schoolGuid,
    discipline: toDiscipline(row.discipline).code,
    education_level: storedEducationLevel(row.educationLevel),
    education_year: row.educationYear,
    teacher_name: named ? row.teacherName : null,
    teacher_gender: named && isGrammaticalGender(row.teacherGender) ? row.teacherGender : null,
    students_count: row.studentsCount,
    lessons_count: row.lessonsCount,
    progress: preview ? null : row.progress,
    join_code: abilities.manage_members ? row.joinCode : null,
    abilities,
  };
}

/** The course and the caller's relation to it when the course policy lets them see it (one statement). */
async function visible(repos: Repositories, viewer: Viewer, guid: string): Promise<{ row: CourseRow; relation: CourseRelation } | undefined> {
  const row = await repos.courses.find(viewer, guid);
  const relation = row && courseRelation(row, viewer);
  return row && relation ? { row, relation } : undefined;
}

/** The course's card as the caller sees it; undefined when they may not see it. */
export async function courseOf(repos: Repositories, viewer: Viewer, guid: string, flags: NamingFlags = NAMES_SHOWN): Promise<CourseDto | undefined> {
  const found = await visible(repos, viewer, guid);
  return found && courseDto(found.row, found.relation, flags);
}

/**
 * The course with its units and lessons in teaching order, in one statement (ADR 0540); undefined when the caller may
 * not see it or it is not of `schoolGuid`. Students get the published lessons, their own progress and the items they
 * see counted; only those who may delete it are told what deleting would do.
 */
export async function courseDetail(repos: Repositories, viewer: Viewer, guid: string, schoolGuid?: string, flags: NamingFlags = NAMES_SHOWN): Promise<CourseDetailDto | undefined> {
  const found = await repos.courses.detail(viewer, guid);
  const facts = found && { ...found.course, courseGuid: found.course.guid };
  const relation = facts && courseRelation(facts, viewer);
  if (!found || !facts || !relation || (schoolGuid !== undefined && found.course.schoolGuid !== schoolGuid.toLowerCase())) return undefined;
  // Staff seeing the course as a student get a student's course without progress: a preview records none (ADR 0553).
  const preview = previews(facts, viewer);
  const asStudent = relation === 'student' && !preview;
  const units: UnitDto[] = found.units.map((unit) => ({
    guid: unit.guid,
    name: unit.name,
    position: unit.position,
    lessons: unit.lessons.map((lesson) => ({
      lesson_guid: lesson.lessonGuid,
      name: lesson.name,
      thumbnail: lesson.thumbnail,
      position: lesson.position,
      progress: asStudent ? (lesson.progress ?? 0) : null,
      published: lesson.published,
      items_count: Number(lesson.itemsCount),
    })),
  }));
  const records = mayChange({ relation }) ? found.records : null;
  return { ...courseDto(found.course, relation, flags, preview), units, removal: records ? courseRemoval(records) : null };
}
