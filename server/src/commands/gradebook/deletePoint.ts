import { notFound } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';

export interface DeletePoint {
  courseGuid: string;
  pointGuid: string;
}

/** A teacher of the course deletes a behaviour point (the undo of a slip); 404 when it is not one of the course's. */
export async function deletePoint(repos: Repositories, command: DeletePoint): Promise<void> {
  if (!(await repos.classroom.deletePoint(command.courseGuid, command.pointGuid.toLowerCase()))) throw notFound();
}
