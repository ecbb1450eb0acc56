import type { UnitAnswerDto } from '@contract/lessons';
import { notFound } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import type { UnitAccess } from '../../policies/coursePolicy';
import { cleanName } from './lessonInput';

/** Renames a unit (a blank name: 400 at /name; gone meanwhile: 404). Call after requireUnit and requireChange. */
export async function renameUnit(repos: Repositories, unit: UnitAccess, body: { name: string }): Promise<UnitAnswerDto> {
  const renamed = await repos.lessons.renameUnit(unit.unitGuid, cleanName(body.name, '/name'));
  if (!renamed) throw notFound();
  return renamed;
}
