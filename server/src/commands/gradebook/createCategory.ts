import type { CategoryBodyDto, GradebookCategoryDto } from '@contract/gradebook';
import { checkCategoryName, isCategoryNameTaken } from '@domain/gradebook/gradebookSetup';
import { conflict } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import { categoryDto, invalid, renumbered } from './setupChecks';

export interface CreateCategory {
  courseGuid: string;
  body: CategoryBodyDto;
}

/** A teacher adds a grade category, last; its name trimmed (400 /name) and unique in the course ignoring case (409). */
export async function createCategory(repos: Repositories, command: CreateCategory): Promise<GradebookCategoryDto> {
  const name = checkCategoryName(command.body.name);
  if (name.err) throw invalid('/name', name.val.code);
  const setup = repos.gradebookSetup;
  await setup.lockCourse(command.courseGuid);
  const existing = await setup.categories(command.courseGuid);
  if (isCategoryNameTaken(name.val, existing)) throw conflict('CATEGORY_EXISTS');
  // Positions left uneven by an older write are made 0…n−1 on the way.
  await setup.saveCategories(command.courseGuid, renumbered(existing, existing).changed);
  return categoryDto(await setup.insertCategory(command.courseGuid, { name: name.val, weight: command.body.weight, position: existing.length }));
}
