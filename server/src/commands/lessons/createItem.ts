import type { NewItemBodyDto } from '@contract/items';
import { isEvaluableType } from '@domain/content/contentTypes';
import { canDeliverLateFlag } from '@domain/lessons/deliverDate';
import { cleanTeacherNotes } from '@domain/projection/teacherNotes';
import { notifyItemPublished } from '../notifications/notify';
import { deliverInstant } from '../../content/deliverDates';
import type { Repositories } from '../../plugins/app/repositories';
import type { LessonAccess } from '../../policies/coursePolicy';
import { cleanItemData, creatableType } from './itemData';
import { cleanName, cleanSection } from './lessonInput';

/**
 * A new item at the end of the lesson: a creatable content type, a name, `data` checked and cleaned for its type, the
 * deliver date read in the school's time zone; the rest defaults (late delivery allowed, evaluable by type, published,
 * for everyone). A published item tells the course's students (ADR 0512). Answers the item's guid. Call after
 * requireLesson and requireChange.
 */
export async function createItem(repos: Repositories, lesson: LessonAccess, body: NewItemBodyDto, at = new Date()): Promise<string> {
  const code = creatableType(body.content_type);
  const name = cleanName(body.lesson_item_name, '/lesson_item_name');
  const deliverAt = deliverInstant(body.lesson_item_deliver_at, lesson.timeZone, '/lesson_item_deliver_at') ?? null;
  const data = await cleanItemData(repos.items, lesson.courseGuid, code, body.data);
  const guid = await repos.items.create(lesson.lessonGuid, {
    name,
    contentType: code,
    data,
    deliverAt,
    canDeliverLate: body.can_deliver_late === undefined ? true : canDeliverLateFlag(body.can_deliver_late),
    isEvaluable: body.content_is_evaluable ?? isEvaluableType(code),
    published: body.published ?? true,
    audience: body.audience ?? 'all',
    sectionName: cleanSection(body.section_name) ?? null,
    teacherNotes: cleanTeacherNotes(body.teacher_notes ?? null),
  });
  await notifyItemPublished(repos, guid, at);
  return guid;
}
