import { notFound } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';

export interface DeleteColumn {
  courseGuid: string;
  columnGuid: string;
}

/** A teacher deletes a manual column of the course with its scores and audit rows (404 for anything else). */
export async function deleteColumn(repos: Repositories, command: DeleteColumn): Promise<void> {
  if (!(await repos.gradebookSetup.deleteColumn(command.courseGuid, command.columnGuid.toLowerCase()))) throw notFound();
}
