import type { Repositories } from '../../plugins/app/repositories';
import type { LessonAccess } from '../../policies/coursePolicy';

/** Deletes a lesson with its items; later lessons close the gap. Call after requireLesson and requireChange. */
export async function deleteLesson(repos: Repositories, lesson: LessonAccess): Promise<void> {
  await repos.lessons.deleteLesson(lesson.courseGuid, lesson.lessonGuid);
}
