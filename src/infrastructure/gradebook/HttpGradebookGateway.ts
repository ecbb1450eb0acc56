import {
  AuditAnswer,
  GradebookBooksSchema,
  GradebookSchema,
  KnownPublishWarningSchema,
  ScoreAnswer,
  type AuditEntryDto,
  type GradebookBookDto,
  type GradebookCategoryDto,
  type GradebookCellDto,
  type GradebookDto,
  type GradebookItemDto,
  type GradebookQueryDto,
  type GradebookStudentDto,
  type GradeScaleDto,
  type PublishWarningDto,
  type ScoreAnswerDto,
  type ScoreBodyDto,
} from '@contract/gradebook';
import { checkGradeScale, type GradeScale } from '@domain/gradebook/gradeScales';
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
  GradebookStudent,
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

/** `GET …/gradebook` → Gradebook; the scale is checked by the domain, each row's cells put in the order of `items`. */
export function gradebookToDomain(dto: GradebookDto): Gradebook {
  const items = dto.items.map(itemToDomain);
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
    students: dto.students.map((student) => studentToDomain(student, items)),
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

/** A student row; its cells are put in the order of `items` (one per item, none missing). */
function studentToDomain(dto: GradebookStudentDto, items: readonly GradebookItem[]): GradebookStudent {
  const byItem = new Map(dto.cells.map((cell) => [cell.item_guid, cell]));
  const cells = items.map((item) => {
    const cell = byItem.get(item.guid);
    if (cell === undefined) throw new WireError(`cells: no cell for item ${item.guid}`);
    return cellToDomain(cell);
  });
  return { guid: dto.guid, name: dto.name, lastname: dto.lastname, avatar: dto.avatar, cells, finalGrades: dto.final_grades };
}

function cellToDomain(dto: GradebookCellDto): GradebookCell {
  return {
    itemGuid: dto.item_guid,
    score: dto.score,
    source: dto.source,
    precalculated: dto.precalculated,
    manual: dto.manual,
    manualBy: dto.manual_by,
    manualAt: nullableInstant(dto.manual_at),
    jobStatus: dto.job_status,
    late: dto.late,
    overdue: dto.overdue,
    excused: dto.excused,
    feedback: dto.feedback,
    published: dto.published,
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
