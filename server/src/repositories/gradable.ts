import { sql, type SQL } from 'drizzle-orm';
import { ALWAYS_GRADED_TYPES } from '@domain/content/contentTypes';
import { lessonItems } from '../db/schema';

// A gradable lesson item (ADR 0231): a test, an assignment, or any item marked evaluable. One rule for the gradebook,
// its setup and the task lists; the codes are the domain's, written into the SQL as literals (no parameters to bind).
const codes = sql.raw(ALWAYS_GRADED_TYPES.map((code) => `'${code}'`).join(', '));

/** The rule over `lesson_items` in a drizzle statement. */
export const GRADABLE_ITEM: SQL = sql`(${lessonItems.contentType} in (${codes}) or ${lessonItems.isEvaluable} = true)`;

/** The rule over a raw SQL alias of `lesson_items` (`li` in `gradable('li')`). */
export function gradable(alias: string): SQL {
  const item = sql.raw(alias);
  return sql`(${item}.content_type in (${codes}) or ${item}.is_evaluable = true)`;
}
