import { courseRemoval } from '@domain/courses/courseRemoval';
import { notFound } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import type { StoredFile } from '../../repositories/FileRepository';

export interface CourseDeletion {
  deleted: string[];
  archived: string[];
  /** The uploaded files of the deleted courses: their rows go with the course, their bytes once the transaction commits. */
  files: StoredFile[];
}

/**
 * Deletes the courses, all or none: each one that keeps students' work or marks is archived instead (the domain's
 * courseRemoval, ADR 0239). Call in a transaction after requireCourseRemoval; the courses are locked and counted again,
 * so one deleted meanwhile makes the whole batch 404 and nothing changes.
 */
export async function deleteCourses(repos: Repositories, actor: Pick<Caller, 'guid'>, command: { courseGuids: readonly string[]; at: Date }): Promise<CourseDeletion> {
  const guids = [...new Set(command.courseGuids.map((guid) => guid.toLowerCase()))];
  const locked = await repos.courses.lockLive(guids);
  if (locked.length !== guids.length) throw notFound();
  const records = await repos.courses.records(guids);
  const archived = records.filter((row) => courseRemoval(row) === 'archive').map((row) => row.guid);
  const deleted = guids.filter((guid) => !archived.includes(guid));
  // Read before the cascade removes the rows; an archived course keeps its files with everything else.
  const files = await repos.files.ofCourses(deleted);
  await repos.courses.archive(archived, actor.guid, command.at);
  await repos.courses.destroy(deleted);
  return { deleted, archived, files };
}
