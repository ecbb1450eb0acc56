import { sql, type SQL } from 'drizzle-orm';
import { ASSESSMENT_CONTENT_TYPE } from '@domain/content/contentTypes';
import { lessonItems } from '../db/schema';
import type { Param } from '../db/prepared';

/**
 * Whether the person saved work on the item without turning it in (`hasSavedWork` of the domain's studentItemStatus):
 * tests with an open attempt holding at least one answer. The task list and the lesson lists read it the same way, so
 * the word they show for an item cannot differ.
 */
export function savedWorkSql(personGuid: Param<string>): SQL<boolean> {
  return sql<boolean>`(${lessonItems.contentType} = ${ASSESSMENT_CONTENT_TYPE} and exists (
    select 1 from attempts a join answers an on an.attempt_guid = a.guid
    where a.item_guid = ${lessonItems.guid} and a.person_guid = ${personGuid} and a.status = 'in-progress'))`;
}
