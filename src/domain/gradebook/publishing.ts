import { ANNUAL, periodsOfScheme, type PeriodCode, type PeriodScheme } from '../grading/periods';
import { isTeacherLike, Roles, type Role } from '../identity/roles';

/** Spec §4 publishing, seen from one score of one item (ADR 0135). */
export interface ScorePublication {
  /** The teacher published this item's grades. */
  itemPublished: boolean;
  /** The teacher published the end-of-period grades of the item's period. */
  periodPublished: boolean;
}

/**
 * A student sees a score once the item or its whole period is published: publishing a period
 * publishes its final grade and every score of its items.
 */
export function isPublishedForStudents(publication: ScorePublication): boolean {
  return publication.itemPublished || publication.periodPublished;
}

/** Spec §4: after publishing, the activity is view-only for students (no more answers or hand-ins). */
export function isViewOnlyForStudents(publication: ScorePublication): boolean {
  return isPublishedForStudents(publication);
}

/** A period's final grade is visible to its student only once the period is published. */
export function isFinalGradeVisible(periodPublished: boolean): boolean {
  return periodPublished;
}

export interface ScoreReader {
  role: Role;
  guid: string;
  /** The reader teaches the course (teacher or school admin of it); the server knows. */
  teachesCourse: boolean;
}

/**
 * Who may read a student's score (spec §6): a teacher-like reader of the course reads every score,
 * published or not; a student reads only their own published scores; nobody else reads any.
 */
export function mayReadScore(reader: ScoreReader, studentGuid: string, publication: ScorePublication): boolean {
  if (isTeacherLike(reader.role)) return reader.teachesCourse;
  if (reader.role === Roles.student) return reader.guid === studentGuid && isPublishedForStudents(publication);
  return false;
}

/**
 * The period whose publication publishes an item (ADR 0234): its own period when the course's scheme has it (annual
 * included); an item without a period, or with a code of another scheme, belongs to the annual publication.
 */
export function publicationPeriodOf(itemPeriod: PeriodCode | null, scheme: PeriodScheme): PeriodCode {
  return itemPeriod !== null && periodsOfScheme(scheme).includes(itemPeriod) ? itemPeriod : ANNUAL;
}

/** An item (lesson item or manual column) as far as publishing its period is concerned. */
export interface PeriodItem {
  period: PeriodCode | null;
  published: boolean;
}

/**
 * What publishing `period` publishes (ADR 0234): the period's own items whose grades are still unpublished. The
 * annual publication takes the items without a period of the scheme, never the terms' items.
 */
export function itemsPublishedWithPeriod<T extends PeriodItem>(period: PeriodCode, scheme: PeriodScheme, items: readonly T[]): T[] {
  return items.filter((item) => !item.published && publicationPeriodOf(item.period, scheme) === period);
}
