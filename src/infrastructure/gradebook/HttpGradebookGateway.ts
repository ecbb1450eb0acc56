import {
  AuditAnswer,
  CELL_EXCUSED,
  CELL_LATE,
  CELL_OVERDUE,
  GradebookBooksSchema,
  GradebookSchema,
  KnownPublishWarningSchema,
  ScoreAnswer,
  type AuditEntryDto,
  type GradebookBookDto,
  type GradebookCategoryDto,
  type GradebookCellsDto,
  type GradebookDto,
  type GradebookItemDto,
  type GradebookQueryDto,
  type GradeScaleDto,
  type PublishWarningDto,
  type ScoreAnswerDto,
  type ScoreBodyDto,
} from '@contract/gradebook';
import { checkGradeScale, type GradeScale } from '@domain/gradebook/gradeScales';
import { effectiveScore } from '@domain/gradebook/scoreEntry';
import type { PublishWarning } from '@domain/grading/publishWarnings';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type {
  AuditEntry,
  Gradebook,
  GradebookBook,
  GradebookCategory,
  GradebookCell,
  GradebookItem,
  GradebookQuery,
  SavedScore,
  ScoreWrite,
} from '@application/gradebook/Gradebook';
import type { GradebookGateway } from '@application/gradebook/ports/GradebookGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fitsWire, fromWire, instant, localDateTime, nullableInstant, WireError } from '@infrastructure/http/wire';

/** The gradebook grid over HTTP (docs/api-gradebook.md): the grid, its books, manual scores and the audit trail. */
export class HttpGradebookGateway implements GradebookGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async load(courseGuid: string, query: GradebookQuery = {}): Promise<Result<Gradebook, AppError>> {
    const params: GradebookQueryDto = { customized_by: query.customizedBy, job: query.job, attempt: query.attempt };
    return fromWire(await this.http.get(`${coursePath(courseGuid)}/gradebook`, params), GradebookSchema, gradebookToDomain);
  }

  async books(courseGuid: string): Promise<Result<GradebookBook[], AppError>> {
    return fromWire(await this.http.get(`${coursePath(courseGuid)}/gradebook-books`), GradebookBooksSchema, (dto) => dto.books.map(bookToDomain));
  }

  async saveScore(courseGuid: string, write: ScoreWrite): Promise<Result<SavedScore, AppError>> {
    // Absent fields are not sent: `score` absent keeps the score, `expected_previous` absent skips the check.
    const body: ScoreBodyDto = { item_guid: write.itemGuid, student_guid: write.studentGuid };
    if (write.score !== undefined) body.score = write.score;
    if (write.excused !== undefined) body.excused = write.excused;
    if (write.expectedPrevious !== undefined) body.expected_previous = write.expectedPrevious;
    return fromWire(await this.http.request('PUT', `${coursePath(courseGuid)}/gradebook/scores`, { body }), ScoreAnswer, savedScoreToDomain);
  }

  async audit(courseGuid: string, filter: { itemGuid?: string; studentGuid?: string; limit?: number }): Promise<Result<AuditEntry[], AppError>> {
    const params = { item: filter.itemGuid, student: filter.studentGuid, limit: filter.limit };
    return fromWire(await this.http.get(`${coursePath(courseGuid)}/gradebook/audit`, params), AuditAnswer, (dto) => dto.entries.map(auditEntryToDomain));
  }
}

function coursePath(courseGuid: string): string {
  return `/front/courses/${encodeURIComponent(courseGuid)}`;
}

/** `GET …/gradebook` → Gradebook; the scale is checked by the domain, the column-major cells put in each student's row. */
export function gradebookToDomain(dto: GradebookDto): Gradebook {
  const items = dto.items.map(itemToDomain);
  checkCells(dto.cells, items.length * dto.students.length);
  const feedback = new Map(dto.cells.feedback.map((f) => [f.cell, f.text]));
  return {
    courseGuid: dto.course_guid,
    courseName: dto.course_name,
    schoolName: dto.school_name,
    timeZone: dto.time_zone,
    view: dto.view,
    abilities: { ...dto.abilities },
    periodScheme: dto.period_scheme,
    periods: dto.periods,
    publishedPeriods: dto.published_periods,
    scale: scaleToDomain(dto.scale),
    dropLowest: dto.drop_lowest,
    categories: dto.categories.map(categoryToDomain),
    items,
    students: dto.students.map((student, s) => ({
      guid: student.guid,
      name: student.name,
      lastname: student.lastname,
      avatar: student.avatar,
      cells: items.map((item, i) => cellToDomain(dto.cells, i * dto.students.length + s, item, student.guid, feedback)),
      finalGrades: student.final_grades,
    })),
  };
}

export function categoryToDomain(dto: GradebookCategoryDto): GradebookCategory {
  return { guid: dto.guid, name: dto.name, weight: dto.weight, position: dto.position };
}

export function itemToDomain(dto: GradebookItemDto): GradebookItem {
  return {
    guid: dto.guid,
    kind: dto.kind,
    name: dto.name,
    contentType: dto.content_type,
    lessonGuid: dto.lesson_guid,
    lessonName: dto.lesson_name,
    unitGuid: dto.unit_guid,
    unitName: dto.unit_name,
    period: dto.period,
    categoryGuid: dto.category_guid,
    weight: dto.weight,
    maxScore: dto.max_score,
    dueAt: nullableInstant(dto.deliver_at),
    dueAtLocal: dto.deliver_at_local === null ? null : localDateTime(dto.deliver_at_local, 'deliver_at_local'),
    countsForFinalGrade: dto.counts_for_final_grade,
    lateCountsAsZero: dto.late_counts_as_zero,
    published: dto.published,
  };
}

/** Every column-major array holds one value per cell, and every index points into its dictionary. */
function checkCells(cells: GradebookCellsDto, size: number): void {
  const dense = { precalculated: cells.precalculated, manual: cells.manual, manual_by: cells.manual_by, manual_at: cells.manual_at, job_status: cells.job_status, flags: cells.flags };
  for (const [name, values] of Object.entries(dense)) if (values.length !== size) throw new WireError(`cells.${name}: ${values.length} values for ${size} cells`);
  if (cells.manual_by.some((i) => i !== null && i >= cells.people.length)) throw new WireError('cells.manual_by: not an index of people');
  if (cells.job_status.some((i) => i !== null && i >= cells.job_statuses.length)) throw new WireError('cells.job_status: not an index of job_statuses');
  if (cells.feedback.some((f) => f.cell >= size)) throw new WireError('cells.feedback: not a cell');
}

/** The cell at index `k` of the column-major arrays; its effective score is the domain's `effectiveScore`. */
function cellToDomain(cells: GradebookCellsDto, k: number, item: GradebookItem, studentGuid: string, feedback: ReadonlyMap<number, string>): GradebookCell {
  const precalculated = cells.precalculated[k] ?? null;
  const manual = cells.manual[k] ?? null;
  const by = cells.manual_by[k] ?? null;
  const at = cells.manual_at[k] ?? null;
  const status = cells.job_status[k] ?? null;
  const flags = cells.flags[k] ?? 0;
  const { score, source } = effectiveScore({ studentGuid, itemId: item.guid, precalculated, manual });
  return {
    itemGuid: item.guid,
    score,
    source,
    precalculated,
    manual,
    manualBy: by === null ? null : (cells.people[by] ?? null),
    manualAt: at === null ? null : new Date(at),
    jobStatus: status === null ? null : (cells.job_statuses[status] ?? null),
    late: (flags & CELL_LATE) !== 0,
    overdue: (flags & CELL_OVERDUE) !== 0,
    excused: (flags & CELL_EXCUSED) !== 0,
    feedback: feedback.get(k) ?? null,
    published: item.published,
  };
}

/** A wire scale as the domain's, refused unless the domain's `checkGradeScale` accepts it. */
export function scaleToDomain(dto: GradeScaleDto): GradeScale {
  const checked = checkGradeScale(dto);
  if (checked.err) throw new WireError(`scale: ${checked.val.code}`);
  return checked.val;
}

/** One book of `GET …/gradebook-books`: a period (or the items without one) and its publication state. */
export function bookToDomain(dto: GradebookBookDto): GradebookBook {
  return {
    period: dto.period,
    published: dto.published,
    items: dto.items.map((item) => ({ guid: item.guid, name: item.name, contentType: item.content_type, categoryGuid: item.category_guid, published: item.published })),
    unpublishedItems: dto.unpublished_items,
    publishWarnings: publishWarningsToDomain(dto.publish_warnings),
  };
}

/** The domain's warnings; one of a code this SPA does not know yet is left out rather than refused. */
export function publishWarningsToDomain(dtos: readonly PublishWarningDto[]): PublishWarning[] {
  return dtos.filter((dto) => fitsWire(KnownPublishWarningSchema, dto));
}

/** `PUT …/gradebook/scores` → the cell as saved. */
export function savedScoreToDomain(dto: ScoreAnswerDto): SavedScore {
  return {
    itemGuid: dto.item_guid,
    studentGuid: dto.student_guid,
    score: dto.score,
    source: dto.source,
    manual: dto.manual,
    precalculated: dto.precalculated,
    excused: dto.excused,
    changed: dto.changed,
  };
}

function auditEntryToDomain(dto: AuditEntryDto): AuditEntry {
  return {
    itemGuid: dto.item_guid,
    studentGuid: dto.student_guid,
    action: dto.action,
    before: dto.before,
    after: dto.after,
    changedBy: dto.changed_by,
    at: instant(dto.at),
  };
}
