import type { Repositories } from '../../plugins/app/repositories';
import type { ItemAccess } from '../../policies/coursePolicy';

/** Deletes an item; the lesson's later items close the gap. Call after requireItem and requireChange. */
export async function deleteItem(repos: Repositories, item: ItemAccess): Promise<void> {
  await repos.items.delete(item.lessonGuid, item.itemGuid);
}
