import type { CategoryPatchBodyDto, GradebookCategoryDto } from '@contract/gradebook';
import { checkCategoryName, isCategoryNameTaken, moveCategory } from '@domain/gradebook/gradebookSetup';
import { ApiError, conflict, notFound } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import { categoryDto, invalid, renumbered, requireSomeField } from './setupChecks';

export interface UpdateCategory {
  courseGuid: string;
  categoryGuid: string;
  body: CategoryPatchBodyDto;
}

/**
 * A teacher renames, reweighs or moves a category of the course (404 for another course's): moving shifts the others
 * so positions stay 0…n−1; a name the course has in another category is 409 CATEGORY_EXISTS.
 */
export async function updateCategory(repos: Repositories, command: UpdateCategory): Promise<GradebookCategoryDto> {
  const { body, courseGuid } = command;
  requireSomeField(body);
  let name: string | undefined;
  if (body.name !== undefined) {
    const checked = checkCategoryName(body.name);
    if (checked.err) throw invalid('/name', checked.val.code);
    name = checked.val;
  }
  const categoryGuid = command.categoryGuid.toLowerCase();
  const setup = repos.gradebookSetup;
  await setup.lockCourse(courseGuid);
  const existing = await setup.categories(courseGuid);
  const target = existing.find((c) => c.guid === categoryGuid);
  if (!target) throw notFound();
  if (name !== undefined && isCategoryNameTaken(name, existing, target.guid)) throw conflict('CATEGORY_EXISTS');
  const edited = existing.map((c) => (c === target ? { ...c, name: name ?? c.name, weight: body.weight ?? c.weight } : c));
  const ordered = body.position === undefined ? edited : moveCategory(edited, target.guid, body.position);
  const { all, changed } = renumbered(ordered, existing);
  await setup.saveCategories(courseGuid, changed);
  const saved = all.find((c) => c.guid === target.guid);
  if (!saved) throw new ApiError(500, 'INTERNAL', 'category lost while moving');
  return categoryDto(saved);
}
