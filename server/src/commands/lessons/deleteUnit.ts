import type { Repositories } from '../../plugins/app/repositories';
import type { UnitAccess } from '../../policies/coursePolicy';

/** Deletes a unit with its lessons and items; later units close the gap. Call after requireUnit and requireChange. */
export async function deleteUnit(repos: Repositories, unit: UnitAccess): Promise<void> {
  await repos.lessons.deleteUnit(unit.courseGuid, unit.unitGuid);
}
