import type { Repositories } from '../../plugins/app/repositories';
import type { UnitAccess } from '../../policies/coursePolicy';
import { cleanName } from './lessonInput';

/** A new lesson at the end of the unit, published unless said otherwise; answers its guid. Call after requireChange. */
export async function createLesson(repos: Repositories, unit: UnitAccess, body: { name: string; published?: boolean }): Promise<string> {
  return repos.lessons.createLesson(unit.courseGuid, unit.unitGuid, { name: cleanName(body.name, '/name'), published: body.published ?? true });
}
