import type { ResourcePatchBodyDto } from '@contract/resources';
import { canDeliverLateFlag } from '@domain/lessons/deliverDate';
import { deliverInstant } from '../../content/deliverDates';
import type { Repositories } from '../../plugins/app/repositories';
import type { ItemAccess } from '../../policies/coursePolicy';

/** Sets a material's deliver date (local time of the school; null clears it) and whether it may be handed in late. */
export async function setItemDeadline(repos: Repositories, item: ItemAccess, body: Pick<ResourcePatchBodyDto, 'deliver_at' | 'can_deliver_late'>): Promise<void> {
  const deliverAt = deliverInstant(body.deliver_at, item.timeZone, '/deliver_at') ?? null;
  await repos.resources.setDeadline(item.itemGuid, deliverAt, canDeliverLateFlag(body.can_deliver_late));
}
