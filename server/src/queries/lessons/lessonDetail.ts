import { storedEducationLevel } from '@domain/catalog/educationLevels';
import type { LessonDetailDto } from '@contract/lessons';
import type { LessonDto } from '@contract/courses';
import { notFound } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import { mayChange, type LessonPageAccess } from '../../policies/coursePolicy';
import { toItemDto } from './itemDetail';

/**
 * The lesson page: the lesson with the items the caller sees (students: published, for everyone, with their own
 * progress; staff: all, with job counts). Call after requireLessonPage, whose statement read the lesson's head: the
 * page is two statements (ADR 0540).
 */
export async function lessonDetail(repos: Pick<Repositories, 'items'>, access: LessonPageAccess, viewerGuid: string): Promise<LessonDetailDto> {
  const asStudent = access.relation === 'student';
  const rows = await repos.items.select(access.courseGuid, viewerGuid, { lessonGuid: access.lessonGuid }, asStudent);
  return {
    lesson_guid: access.lessonGuid,
    name: access.lessonName,
    thumbnail: access.thumbnail,
    published: access.lessonPublished,
    position: access.position,
    // Staff seeing it as a student have no progress of their own: a preview records none (ADR 0553).
    progress: asStudent && !access.preview ? (access.progress ?? 0) : null,
    course_guid: access.courseGuid,
    course_name: access.courseName,
    course_education_level: storedEducationLevel(access.educationLevel),
    unit_guid: access.unitGuid,
    unit_name: access.unitName,
    time_zone: access.timeZone,
    abilities: { update: mayChange(access) },
    items: rows.map((row) => toItemDto(row, access)),
  };
}

/** A lesson as its teacher's writes answer it (the course outline's entry); 404 when it is gone. */
export async function lessonSummary(repos: Pick<Repositories, 'lessons'>, lessonGuid: string, viewerGuid: string): Promise<LessonDto> {
  const lesson = await repos.lessons.lessonDto(lessonGuid, viewerGuid, false);
  if (!lesson) throw notFound();
  return lesson;
}
