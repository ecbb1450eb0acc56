// What the gradebook's setup commands share: the domain's checks of item fields against the course, the course lock
// that serialises category writes, renumbering, and the answers they send (docs/api-gradebook.md, ADRs 0231, 0232).
import type { GradebookCategoryDto, GradebookItemDto } from '@contract/gradebook';
import { categoryOfCourse, periodOfScheme } from '@domain/gradebook/gradebookSetup';
import { badRequest, notFound } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import type { GradebookContextRow } from '../../repositories/GradebookRepository';
import type { CategoryRow, ColumnWrite } from '../../repositories/GradebookSetupRepository';
import { schemeOf, toItemDto } from '../../queries/gradebook/gradebookGrid';
import { deliverInstant } from '../../content/deliverDates';

/** 400 VALIDATION_FAILED with one detail: where (a JSON pointer) and the domain's code. */
export const invalid = (path: string, message: string) => badRequest('VALIDATION_FAILED', [{ path, message }]);

/** A PATCH-like body must change something (400 at /body). */
export function requireSomeField(body: object): void {
  if (Object.values(body).every((value) => value === undefined)) throw invalid('/body', 'at least one field is required');
}

/** The gradebook fields an item or a column shares (the contract's ItemFields). */
export interface ItemFieldsInput {
  period?: string | null;
  category_guid?: string | null;
  weight?: number;
  counts_for_final_grade?: boolean;
  late_counts_as_zero?: boolean;
  deliver_at?: string | null;
}

/** The item fields of a body, checked by the domain against the course (a period of its scheme, its own category). */
export function itemFieldsOf(gradebook: GradebookContextRow, body: ItemFieldsInput): ColumnWrite {
  let periodCode: string | null | undefined = body.period;
  if (typeof body.period === 'string') {
    const period = periodOfScheme(body.period, schemeOf(gradebook));
    if (period.err) throw invalid('/period', period.val.code);
    periodCode = period.val;
  }
  let categoryGuid: string | null | undefined = body.category_guid;
  if (typeof body.category_guid === 'string') {
    const category = categoryOfCourse(body.category_guid, gradebook.categories);
    if (category.err) throw invalid('/category_guid', category.val.code);
    categoryGuid = category.val;
  }
  return {
    periodCode,
    categoryGuid,
    weight: body.weight,
    countsForFinalGrade: body.counts_for_final_grade,
    lateCountsAsZero: body.late_counts_as_zero,
    deliverAt: deliverInstant(body.deliver_at, gradebook.timeZone, '/deliver_at'),
  };
}

/**
 * Inside a write's transaction: locks the course (category writes take the same lock) and checks a category sent with
 * the write against the categories as they are now — one a co-teacher deleted a moment ago is refused, not a 500.
 */
export async function lockCourseCategory(repos: Repositories, courseGuid: string, categoryGuid: string | null | undefined): Promise<void> {
  await repos.gradebookSetup.lockCourse(courseGuid);
  if (typeof categoryGuid !== 'string') return;
  const current = categoryOfCourse(categoryGuid, await repos.gradebookSetup.categories(courseGuid));
  if (current.err) throw invalid('/category_guid', current.val.code);
}

/** Renumbers categories 0…n−1 in the given order; answers the rows whose name, weight or position changed. */
export function renumbered(ordered: readonly CategoryRow[], before: readonly CategoryRow[]): { all: CategoryRow[]; changed: CategoryRow[] } {
  const was = new Map(before.map((c) => [c.guid, c]));
  const all = ordered.map((c, position) => ({ ...c, position }));
  const changed = all.filter((c) => {
    const old = was.get(c.guid);
    return old === undefined || old.position !== c.position || old.name !== c.name || Number(old.weight) !== Number(c.weight);
  });
  return { all, changed };
}

export const categoryDto = (c: CategoryRow): GradebookCategoryDto => ({ guid: c.guid, name: c.name, weight: Number(c.weight), position: c.position });

/** The item or column as the grid lists it, read in the write's transaction. */
export async function itemAnswer(repos: Repositories, gradebook: GradebookContextRow, guid: string): Promise<GradebookItemDto> {
  const row = await repos.gradebook.item(gradebook.courseGuid, guid);
  if (!row) throw notFound();
  return toItemDto(row, gradebook.timeZone);
}
