import type { Repositories } from '../../plugins/app/repositories';
import type { LessonAccess } from '../../policies/coursePolicy';
import { cleanName } from './lessonInput';

/** Renames, publishes or unpublishes a lesson (what the patch names). Call after requireLesson and requireChange. */
export async function updateLesson(repos: Repositories, lesson: LessonAccess, body: { name?: string; published?: boolean }): Promise<void> {
  await repos.lessons.updateLesson(lesson.lessonGuid, { name: body.name === undefined ? undefined : cleanName(body.name, '/name'), published: body.published });
}
