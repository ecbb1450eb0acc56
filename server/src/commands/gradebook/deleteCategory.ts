import { notFound } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import { renumbered } from './setupChecks';

export interface DeleteCategory {
  courseGuid: string;
  categoryGuid: string;
}

/** A teacher deletes a category of the course (404 for another course's); its items and columns become uncategorised. */
export async function deleteCategory(repos: Repositories, command: DeleteCategory): Promise<void> {
  const setup = repos.gradebookSetup;
  await setup.lockCourse(command.courseGuid);
  if (!(await setup.deleteCategory(command.courseGuid, command.categoryGuid.toLowerCase()))) throw notFound();
  const rest = await setup.categories(command.courseGuid);
  await setup.saveCategories(command.courseGuid, renumbered(rest, rest).changed);
}
