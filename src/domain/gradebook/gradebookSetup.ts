import { Err, Ok, type Result } from '../shared/result';
import { ANNUAL, parsePeriodCode, periodsOfScheme, type PeriodCode, type PeriodScheme } from '../grading/periods';

/**
 * Setting the gradebook up (ADRs 0231, 0232): an item's period is one of the course's scheme or annual, its
 * category one of the course's own; category names are unique in a course ignoring case; names are trimmed.
 */
export const CATEGORY_NAME_MAX = 60;
export const COLUMN_NAME_MAX = 120;

export interface CategoryRef {
  guid: string;
  name: string;
}

export type PeriodError = { code: 'period.not-in-scheme' };
export type CategoryError = { code: 'category.unknown' };
export type CategoryNameError = { code: 'category.name-required' } | { code: 'category.name-too-long'; max: number };
export type ColumnNameError = { code: 'column.name-required' } | { code: 'column.name-too-long'; max: number };

/** A typed period ('T02', 'annual') → the canonical code when it is of `scheme` or annual. */
export function periodOfScheme(typed: string, scheme: PeriodScheme): Result<PeriodCode, PeriodError> {
  const code = parsePeriodCode(typed);
  if (code === undefined) return Err({ code: 'period.not-in-scheme' });
  return code === ANNUAL || periodsOfScheme(scheme).includes(code) ? Ok(code) : Err({ code: 'period.not-in-scheme' });
}

/** A category guid (any case) → the course's own category's guid; another course's → `category.unknown`. */
export function categoryOfCourse(guid: string, own: readonly CategoryRef[]): Result<string, CategoryError> {
  const key = guid.trim().toLowerCase();
  const found = own.find((category) => category.guid.toLowerCase() === key);
  return found ? Ok(found.guid) : Err({ code: 'category.unknown' });
}

/** Whether another category of the course already has this name, ignoring case and surrounding spaces. */
export function isCategoryNameTaken(name: string, categories: readonly CategoryRef[], except?: string): boolean {
  const key = name.trim().toLocaleLowerCase();
  return categories.some((category) => category.guid !== except && category.name.trim().toLocaleLowerCase() === key);
}

// Lengths in characters as people count them (code points).
const length = (text: string) => [...text].length;

/** A category's name, trimmed: 1–60 characters. */
export function checkCategoryName(name: string): Result<string, CategoryNameError> {
  const trimmed = name.trim();
  if (trimmed === '') return Err({ code: 'category.name-required' });
  if (length(trimmed) > CATEGORY_NAME_MAX) return Err({ code: 'category.name-too-long', max: CATEGORY_NAME_MAX });
  return Ok(trimmed);
}

/** A manual column's name, trimmed: 1–120 characters. */
export function checkColumnName(name: string): Result<string, ColumnNameError> {
  const trimmed = name.trim();
  if (trimmed === '') return Err({ code: 'column.name-required' });
  if (length(trimmed) > COLUMN_NAME_MAX) return Err({ code: 'column.name-too-long', max: COLUMN_NAME_MAX });
  return Ok(trimmed);
}

/** Moves a category to `position` (clamped to the end); the others shift so the order stays 0…n−1. */
export function moveCategory<T extends CategoryRef>(categories: readonly T[], guid: string, position: number): T[] {
  const moving = categories.find((category) => category.guid === guid);
  if (moving === undefined) return [...categories];
  const rest = categories.filter((category) => category.guid !== guid);
  const at = Math.max(0, Math.min(rest.length, Math.trunc(position)));
  return [...rest.slice(0, at), moving, ...rest.slice(at)];
}
