import type { ItemPatchBodyDto } from '@contract/items';
import { parseContentTypeCode } from '@domain/content/contentTypes';
import { canDeliverLateFlag } from '@domain/lessons/deliverDate';
import { cleanTeacherNotes } from '@domain/projection/teacherNotes';
import { deliverInstant } from '../../content/deliverDates';
import { ApiError, badRequest } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import type { ItemAccess } from '../../policies/coursePolicy';
import type { ItemFields } from '../../repositories/ItemRepository';
import { notifyItemPublished } from '../notifications/notify';
import { cleanItemData, creatableType } from './itemData';
import { cleanName, cleanSection } from './lessonInput';

/**
 * Changes what the patch names of an item (its type never changes: 400 at /content_type); `lesson_item_deliver_at:
 * null` clears the deadline, a blank section name clears the section. Publishing it (or opening it to everyone)
 * tells the students once (ADR 0512). Call after requireItem and requireChange.
 */
export async function updateItem(repos: Repositories, item: ItemAccess, body: ItemPatchBodyDto, at = new Date()): Promise<void> {
  const code = parseContentTypeCode(item.contentType);
  if (body.content_type !== undefined && parseContentTypeCode(body.content_type) !== code) {
    throw badRequest('VALIDATION_FAILED', [{ path: '/content_type', message: 'the content type of an item cannot change' }]);
  }
  if (code === undefined) throw new ApiError(400, 'CONTENT_TYPE_NOT_SUPPORTED');
  const patch: Partial<Omit<ItemFields, 'contentType'>> = {};
  if (body.lesson_item_name !== undefined) patch.name = cleanName(body.lesson_item_name, '/lesson_item_name');
  if (body.data !== undefined) patch.data = await cleanItemData(repos.items, item.courseGuid, creatableType(code), body.data);
  const deliverAt = deliverInstant(body.lesson_item_deliver_at, item.timeZone, '/lesson_item_deliver_at');
  if (deliverAt !== undefined) patch.deliverAt = deliverAt;
  if (body.can_deliver_late !== undefined) patch.canDeliverLate = canDeliverLateFlag(body.can_deliver_late);
  if (body.content_is_evaluable !== undefined) patch.isEvaluable = body.content_is_evaluable;
  if (body.published !== undefined) patch.published = body.published;
  if (body.audience !== undefined) patch.audience = body.audience;
  const section = cleanSection(body.section_name);
  if (section !== undefined) patch.sectionName = section;
  if (body.teacher_notes !== undefined) patch.teacherNotes = cleanTeacherNotes(body.teacher_notes);
  await repos.items.update(item.itemGuid, patch);
  if (patch.published === true || patch.audience === 'all') await notifyItemPublished(repos, item.itemGuid, at);
}
