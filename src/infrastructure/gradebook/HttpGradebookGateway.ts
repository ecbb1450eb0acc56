import { isJobStatus, type JobStatus } from '@domain/assignments/assignmentStatus';
import { checkGradeScale, type GradeScale, type ScaledGrade } from '@domain/gradebook/gradeScales';
import type { PeriodGrade } from '@domain/gradebook/periodGrades';
import type { ScoreSource } from '@domain/gradebook/scoreEntry';
import { parsePeriodCode, PERIOD_SCHEME_NAMES, type PeriodCode, type PeriodScheme } from '@domain/grading/periods';
import type { PublishWarning } from '@domain/grading/publishWarnings';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type {
  AuditAction,
  AuditEntry,
  Gradebook,
  GradebookBook,
  GradebookCategory,
  GradebookCell,
  GradebookItem,
  GradebookQuery,
  GradebookStudent,
  GradebookView,
  SavedScore,
  ScoreWrite,
} from '@application/gradebook/Gradebook';
import type { GradebookGateway } from '@application/gradebook/ports/GradebookGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { array, boolean, count, DtoError, mapDto, nullableInstant, nullableLocalDateTime, nullableNumber, nullableString, number, object, string, type Dto } from '@infrastructure/http/dto';

/** The gradebook grid over HTTP (docs/api-gradebook.md): the grid, its books, manual scores and the audit trail. */
export class HttpGradebookGateway implements GradebookGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async load(courseGuid: string, query: GradebookQuery = {}): Promise<Result<Gradebook, AppError>> {
    const params = { customized_by: query.customizedBy, job: query.job, attempt: query.attempt };
    return mapDto(await this.http.get(`${coursePath(courseGuid)}/gradebook`, params), gradebookToDomain);
  }

  async books(courseGuid: string): Promise<Result<GradebookBook[], AppError>> {
    return mapDto(await this.http.get(`${coursePath(courseGuid)}/gradebook-books`), booksToDomain);
  }

  async saveScore(courseGuid: string, write: ScoreWrite): Promise<Result<SavedScore, AppError>> {
    const body: Dto = { item_guid: write.itemGuid, student_guid: write.studentGuid };
    // Absent fields are not sent: `score` absent keeps the score, `expected_previous` absent skips the check.
    if (write.score !== undefined) body.score = write.score;
    if (write.excused !== undefined) body.excused = write.excused;
    if (write.expectedPrevious !== undefined) body.expected_previous = write.expectedPrevious;
    return mapDto(await this.http.request('PUT', `${coursePath(courseGuid)}/gradebook/scores`, { body }), savedScoreToDomain);
  }

  async audit(courseGuid: string, filter: { itemGuid?: string; studentGuid?: string; limit?: number }): Promise<Result<AuditEntry[], AppError>> {
    const params = { item: filter.itemGuid, student: filter.studentGuid, limit: filter.limit };
    return mapDto(await this.http.get(`${coursePath(courseGuid)}/gradebook/audit`, params), auditToDomain);
  }
}

function coursePath(courseGuid: string): string {
  return `/front/courses/${encodeURIComponent(courseGuid)}`;
}

const VIEWS: readonly GradebookView[] = ['teacher', 'admin', 'student'];
const SOURCES: readonly ScoreSource[] = ['precalculated', 'manual'];
const AUDIT_ACTIONS: readonly AuditAction[] = ['entered', 'cleared', 'excused', 'unexcused'];

/** `GET …/gradebook` → Gradebook; every code, scale and grade is checked with the domain. */
export function gradebookToDomain(value: unknown): Gradebook {
  const dto = object(value, 'gradebook');
  const items = array(dto, 'items').map(itemToDomain);
  const abilities = object(dto.abilities, 'abilities');
  return {
    courseGuid: string(dto, 'course_guid'),
    courseName: string(dto, 'course_name'),
    schoolName: string(dto, 'school_name'),
    timeZone: string(dto, 'time_zone'),
    view: oneOf(dto, 'view', VIEWS),
    abilities: { update: boolean(abilities, 'update'), export: boolean(abilities, 'export') },
    periodScheme: oneOf<PeriodScheme>(dto, 'period_scheme', PERIOD_SCHEME_NAMES),
    periods: array(dto, 'periods').map((code) => periodCode(code, 'periods')),
    publishedPeriods: array(dto, 'published_periods').map((code) => periodCode(code, 'published_periods')),
    scale: scaleToDomain(dto.scale),
    dropLowest: count(dto, 'drop_lowest'),
    categories: array(dto, 'categories').map(categoryToDomain),
    items,
    students: array(dto, 'students').map((student) => studentToDomain(student, items)),
  };
}

/** A category of the grid or of a category route's answer. */
export function categoryToDomain(value: unknown, index = 0): GradebookCategory {
  const dto = object(value, 'category');
  // The grid lists categories in their order; `position` is optional there.
  const position = dto.position === undefined ? index : count(dto, 'position');
  return { guid: string(dto, 'guid'), name: string(dto, 'name'), weight: nonNegative(dto, 'weight'), position };
}

export function itemToDomain(value: unknown): GradebookItem {
  const dto = object(value, 'item');
  const maxScore = number(dto, 'max_score');
  if (!(maxScore > 0)) throw new DtoError('max_score: a positive number expected');
  const period = nullableString(dto, 'period');
  return {
    guid: string(dto, 'guid'),
    kind: oneOf(dto, 'kind', ['item', 'column'] as const),
    name: string(dto, 'name'),
    contentType: nullableString(dto, 'content_type'),
    lessonGuid: nullableString(dto, 'lesson_guid'),
    lessonName: nullableString(dto, 'lesson_name'),
    unitGuid: nullableString(dto, 'unit_guid'),
    unitName: nullableString(dto, 'unit_name'),
    period: period === null ? null : periodCode(period, 'period'),
    categoryGuid: nullableString(dto, 'category_guid'),
    weight: nonNegative(dto, 'weight'),
    maxScore,
    dueAt: nullableInstant(dto, 'deliver_at'),
    dueAtLocal: nullableLocalDateTime(dto, 'deliver_at_local'),
    countsForFinalGrade: boolean(dto, 'counts_for_final_grade'),
    lateCountsAsZero: boolean(dto, 'late_counts_as_zero'),
    published: boolean(dto, 'published'),
  };
}

/** A student row; its cells are put in the order of `items` (one per item, none missing). */
function studentToDomain(value: unknown, items: readonly GradebookItem[]): GradebookStudent {
  const dto = object(value, 'student');
  const byItem = new Map<string, GradebookCell>();
  for (const cell of array(dto, 'cells').map(cellToDomain)) byItem.set(cell.itemGuid, cell);
  const cells = items.map((item) => {
    const cell = byItem.get(item.guid);
    if (cell === undefined) throw new DtoError(`cells: no cell for item ${item.guid}`);
    return cell;
  });
  return {
    guid: string(dto, 'guid'),
    name: string(dto, 'name'),
    lastname: string(dto, 'lastname'),
    avatar: nullableString(dto, 'avatar'),
    cells,
    finalGrades: array(dto, 'final_grades').map(finalGradeToDomain),
  };
}

function cellToDomain(value: unknown): GradebookCell {
  const dto = object(value, 'cell');
  return {
    itemGuid: string(dto, 'item_guid'),
    score: nullableNumber(dto, 'score'),
    source: nullableOneOf(dto, 'source', SOURCES),
    precalculated: nullableNumber(dto, 'precalculated'),
    manual: nullableNumber(dto, 'manual'),
    manualBy: nullableString(dto, 'manual_by'),
    manualAt: nullableInstant(dto, 'manual_at'),
    jobStatus: jobStatus(dto),
    late: boolean(dto, 'late'),
    overdue: boolean(dto, 'overdue'),
    excused: boolean(dto, 'excused'),
    feedback: nullableString(dto, 'feedback'),
    published: boolean(dto, 'published'),
  };
}

function finalGradeToDomain(value: unknown): PeriodGrade {
  const dto = object(value, 'final_grade');
  return {
    period: periodCode(dto.period, 'period'),
    percent: nullableNumber(dto, 'percent'),
    grade: dto.grade === null || dto.grade === undefined ? null : scaledGradeToDomain(dto.grade),
    published: boolean(dto, 'published'),
  };
}

function scaledGradeToDomain(value: unknown): ScaledGrade {
  const dto = object(value, 'grade');
  if (dto.kind === 'number') return { kind: 'number', value: number(dto, 'value'), max: number(dto, 'max') };
  if (dto.kind === 'label') return { kind: 'label', label: string(dto, 'label') };
  throw new DtoError('grade.kind: number or label expected');
}

/** A domain `GradeScale` as the server stores it, checked by `checkGradeScale`. */
export function scaleToDomain(value: unknown): GradeScale {
  const dto = object(value, 'scale');
  let scale: GradeScale;
  switch (dto.kind) {
    case 'numeric':
      scale = { kind: 'numeric', max: number(dto, 'max'), decimals: number(dto, 'decimals') };
      break;
    case 'pass-fail':
      scale = { kind: 'pass-fail', passPercent: number(dto, 'passPercent') };
      break;
    case 'letters':
      scale = {
        kind: 'letters',
        bands: array(dto, 'bands').map((band) => {
          const b = object(band, 'band');
          return { label: string(b, 'label'), minPercent: number(b, 'minPercent') };
        }),
      };
      break;
    case 'custom':
      scale = {
        kind: 'custom',
        max: number(dto, 'max'),
        levels: array(dto, 'levels').map((level) => {
          const l = object(level, 'level');
          return { label: string(l, 'label'), value: number(l, 'value') };
        }),
      };
      break;
    default:
      throw new DtoError('scale.kind: numeric, letters, pass-fail or custom expected');
  }
  const checked = checkGradeScale(scale);
  if (checked.err) throw new DtoError(`scale: ${checked.val.code}`);
  return checked.val;
}

/** `GET …/gradebook-books` → one book per period, then the items without one. */
export function booksToDomain(value: unknown): GradebookBook[] {
  const dto = object(value, 'books');
  return array(dto, 'books').map((book) => {
    const b = object(book, 'book');
    const period = nullableString(b, 'period');
    return {
      period: period === null ? null : periodCode(period, 'period'),
      published: boolean(b, 'published'),
      items: array(b, 'items').map((item) => {
        const i = object(item, 'book item');
        return { guid: string(i, 'guid'), name: string(i, 'name'), contentType: nullableString(i, 'content_type'), categoryGuid: nullableString(i, 'category_guid'), published: boolean(i, 'published') };
      }),
      unpublishedItems: count(b, 'unpublished_items'),
      publishWarnings: array(b, 'publish_warnings').flatMap(publishWarningToDomain),
    };
  });
}

/** The domain's warnings; a warning of a code this SPA does not know yet is left out rather than refused. */
export function publishWarningToDomain(value: unknown): PublishWarning[] {
  const dto = object(value, 'warning');
  if (dto.code === 'publish.unpublished-activities') return [{ code: dto.code, count: count(dto, 'count') }];
  if (dto.code === 'publish.unpublished-earlier-periods') return [{ code: dto.code, periods: array(dto, 'periods').map((p) => periodCode(p, 'periods')) }];
  string(dto, 'code');
  return [];
}

/** `PUT …/gradebook/scores` → the cell as saved. */
export function savedScoreToDomain(value: unknown): SavedScore {
  const dto = object(value, 'score');
  return {
    itemGuid: string(dto, 'item_guid'),
    studentGuid: string(dto, 'student_guid'),
    score: nullableNumber(dto, 'score'),
    source: nullableOneOf(dto, 'source', SOURCES),
    manual: nullableNumber(dto, 'manual'),
    precalculated: nullableNumber(dto, 'precalculated'),
    excused: boolean(dto, 'excused'),
    changed: boolean(dto, 'changed'),
  };
}

/** `GET …/gradebook/audit` → its entries, newest first as sent. */
export function auditToDomain(value: unknown): AuditEntry[] {
  const dto = object(value, 'audit');
  return array(dto, 'entries').map((entry) => {
    const e = object(entry, 'entry');
    const by = e.changed_by === null || e.changed_by === undefined ? null : object(e.changed_by, 'changed_by');
    const at = nullableInstant(e, 'at');
    if (at === null) throw new DtoError('at: ISO date-time expected');
    return {
      itemGuid: string(e, 'item_guid'),
      studentGuid: string(e, 'student_guid'),
      action: oneOf(e, 'action', AUDIT_ACTIONS),
      before: nullableNumber(e, 'before'),
      after: nullableNumber(e, 'after'),
      changedBy: by === null ? null : { guid: string(by, 'guid'), name: string(by, 'name'), lastname: string(by, 'lastname') },
      at,
    };
  });
}

export function periodCode(value: unknown, key: string): PeriodCode {
  const code = typeof value === 'string' ? parsePeriodCode(value) : undefined;
  if (code === undefined) throw new DtoError(`${key}: a period code expected`);
  return code;
}

function oneOf<T extends string>(dto: Dto, key: string, allowed: readonly T[]): T {
  const value = dto[key];
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new DtoError(`${key}: one of ${allowed.join(', ')} expected`);
}

function nullableOneOf<T extends string>(dto: Dto, key: string, allowed: readonly T[]): T | null {
  return dto[key] === null || dto[key] === undefined ? null : oneOf(dto, key, allowed);
}

function jobStatus(dto: Dto): JobStatus | null {
  const value = dto.job_status;
  if (value === null || value === undefined) return null;
  if (isJobStatus(value)) return value;
  throw new DtoError('job_status: pending, delivered, evaluated or null expected');
}

function nonNegative(dto: Dto, key: string): number {
  const value = number(dto, key);
  if (value < 0) throw new DtoError(`${key}: a non-negative number expected`);
  return value;
}

