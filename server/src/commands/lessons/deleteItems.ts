import type { Repositories } from '../../plugins/app/repositories';
import type { LocatedItem } from '../../repositories/AccessRepository';

/** Deletes the materials all or none (one gone meanwhile: 404, nothing deleted). Call after requireItemsRemoval. */
export async function deleteItems(repos: Repositories, items: readonly LocatedItem[]): Promise<void> {
  await repos.resources.deleteAll(items);
}
