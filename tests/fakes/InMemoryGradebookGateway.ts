import { clearScore, effectiveScore, enterScore, scoreRulesFor } from '@domain/gradebook/scoreEntry';
import { periodPublishWarningsFor } from '@domain/grading/publishWarnings';
import { ANNUAL, type PeriodCode } from '@domain/grading/periods';
import { Err, Ok, type Result } from '@domain/shared/result';
import { appError, type AppError } from '@application/shared/AppError';
import type { AuditAction, AuditEntry, Gradebook, GradebookBook, GradebookQuery, SavedScore, ScoreWrite } from '@application/gradebook/Gradebook';
import type { GradebookGateway } from '@application/gradebook/ports/GradebookGateway';
import { aGradebook, gradesOf } from '@tests/fakes/gradebookMothers';

type Call = 'load' | 'books' | 'saveScore' | 'audit';

/**
 * The gradebook server in memory, with the contract's rules (docs/api-gradebook.md): manual scores checked by the domain,
 * `expected_previous` → SCORE_CHANGED, excuses, an audit trail, and final grades recomputed with the domain after every
 * write (as the server does). Tests can make it fail, hold saves, or have "someone else" change a cell.
 */
export class InMemoryGradebookGateway implements GradebookGateway {
  /** What the server holds. */
  gradebook: Gradebook;
  /** Newest first. */
  auditEntries: AuditEntry[] = [];
  /** Who writes (the audit's `changed_by`). */
  actor = { guid: 'u-eva', name: 'Eva', lastname: 'Martín' };
  now = () => new Date('2026-11-22T09:30:00Z');
  /** Answers every call with this error until cleared. */
  failure: AppError | undefined = undefined;
  /** Answers the next call of one method with this error, once. */
  readonly failNext: Partial<Record<Call, AppError>> = {};
  readonly calls: { method: Call; courseGuid: string; query?: GradebookQuery; write?: ScoreWrite; filter?: unknown }[] = [];
  private held: (() => void)[] | undefined = undefined;

  constructor(gradebook: Gradebook = aGradebook()) {
    this.gradebook = structuredClone(gradebook);
  }

  /** Saves wait until `release()` (to see a cell "saving"). */
  holdSaves(): () => void {
    this.held = [];
    return () => {
      const waiting = this.held ?? [];
      this.held = undefined;
      for (const go of waiting) go();
    };
  }

  /** Another teacher's write straight into the server (the grid open in the test does not know). */
  someoneElseSaves(studentGuid: string, itemGuid: string, manual: number | null): void {
    this.updateCell(studentGuid, itemGuid, (cell) => ({ ...cell, manual, manualBy: 'u-other', manualAt: this.now() }));
  }

  callsOf(method: Call) {
    return this.calls.filter((call) => call.method === method);
  }

  async load(courseGuid: string, query: GradebookQuery = {}): Promise<Result<Gradebook, AppError>> {
    this.calls.push({ method: 'load', courseGuid, query });
    const refused = this.refusal('load', courseGuid);
    if (refused) return Err(refused);
    const all = structuredClone(this.gradebook);
    if (query.job === undefined && query.customizedBy === undefined) return Ok(all);
    const keep = all.items.map((item, i) => (query.job === undefined || item.guid === query.job) && (query.customizedBy === undefined || all.students.some((s) => s.cells[i]?.manualBy === query.customizedBy)));
    const items = all.items.filter((_, i) => keep[i]);
    const base = { ...all, items };
    return Ok({
      ...base,
      students: all.students.map((student) => {
        const cells = student.cells.filter((_, i) => keep[i]);
        return { ...student, cells, finalGrades: gradesOf(base, cells) };
      }),
    });
  }

  async books(courseGuid: string): Promise<Result<GradebookBook[], AppError>> {
    this.calls.push({ method: 'books', courseGuid });
    const refused = this.refusal('books', courseGuid);
    if (refused) return Err(refused);
    const { items, periods, periodScheme, publishedPeriods, students } = this.gradebook;
    const scored = (guid: string) => students.filter((s) => s.cells.some((c) => c.itemGuid === guid && c.score !== null)).length;
    const bookOf = (period: PeriodCode | null, belongs: (p: PeriodCode | null) => boolean): GradebookBook => {
      const own = items.filter((item) => belongs(item.period));
      return {
        period,
        published: period !== null && publishedPeriods.includes(period),
        items: own.map((item) => ({ guid: item.guid, name: item.name, contentType: item.contentType, categoryGuid: item.categoryGuid, published: item.published })),
        unpublishedItems: own.filter((item) => !item.published).length,
        publishWarnings:
          period === null
            ? []
            : periodPublishWarningsFor(
                period,
                periodScheme,
                publishedPeriods,
                own.filter((item) => item.period !== null).map((item) => ({ period: item.period ?? period, published: item.published, scored: scored(item.guid) })),
              ),
      };
    };
    return Ok([...periods.map((period) => bookOf(period, (p) => p === period)), bookOf(null, (p) => p === null || (p !== ANNUAL && !periods.includes(p)))]);
  }

  async saveScore(courseGuid: string, write: ScoreWrite): Promise<Result<SavedScore, AppError>> {
    this.calls.push({ method: 'saveScore', courseGuid, write: { ...write } });
    if (this.held) await new Promise<void>((resolve) => this.held?.push(resolve));
    const refused = this.refusal('saveScore', courseGuid);
    if (refused) return Err(refused);
    if (this.gradebook.view !== 'teacher') return Err(appError('forbidden', 'FORBIDDEN', { status: 403 }));
    const itemIndex = this.gradebook.items.findIndex((item) => item.guid === write.itemGuid);
    const item = this.gradebook.items[itemIndex];
    const student = this.gradebook.students.find((s) => s.guid === write.studentGuid);
    const cell = student?.cells[itemIndex];
    if (item === undefined || student === undefined || cell === undefined) return Err(appError('not-found', 'NOT_FOUND', { status: 404 }));
    if (write.score === undefined && write.excused === undefined) return Err(validation('/body', 'body.empty'));
    if (write.expectedPrevious !== undefined && write.expectedPrevious !== cell.manual) {
      return Err(appError('conflict', 'SCORE_CHANGED', { status: 409, details: [{ path: '/expected_previous', message: 'score.changed', current: cell.manual }] }));
    }
    let manual = cell.manual;
    let scoreChanged = false;
    if (write.score !== undefined) {
      const scoreCell = { studentGuid: student.guid, itemId: item.guid, precalculated: cell.precalculated, manual: cell.manual };
      if (write.score === null) {
        const change = clearScore(scoreCell);
        scoreChanged = change !== null;
        manual = null;
      } else {
        const entered = enterScore(scoreCell, write.score, scoreRulesFor(item.maxScore));
        if (entered.err) return Err(validation('/score', entered.val.code));
        scoreChanged = entered.val !== null;
        manual = entered.val?.after ?? manual;
      }
    }
    const excused = write.excused ?? cell.excused;
    const excuseChanged = excused !== cell.excused;
    if (scoreChanged) this.audit1(write, scoreChanged && manual === null ? 'cleared' : 'entered', cell.manual, manual);
    if (excuseChanged) this.audit1(write, excused ? 'excused' : 'unexcused', null, null);
    const updated = this.updateCell(student.guid, item.guid, (c) => ({
      ...c,
      manual,
      excused,
      manualBy: scoreChanged ? (manual === null ? null : this.actor.guid) : c.manualBy,
      manualAt: scoreChanged ? (manual === null ? null : this.now()) : c.manualAt,
    }));
    return Ok({
      itemGuid: item.guid,
      studentGuid: student.guid,
      score: updated.score,
      source: updated.source,
      manual: updated.manual,
      precalculated: updated.precalculated,
      excused: updated.excused,
      changed: scoreChanged || excuseChanged,
    });
  }

  async audit(courseGuid: string, filter: { itemGuid?: string; studentGuid?: string; limit?: number }): Promise<Result<AuditEntry[], AppError>> {
    this.calls.push({ method: 'audit', courseGuid, filter });
    const refused = this.refusal('audit', courseGuid);
    if (refused) return Err(refused);
    const entries = this.auditEntries.filter((e) => (filter.itemGuid === undefined || e.itemGuid === filter.itemGuid) && (filter.studentGuid === undefined || e.studentGuid === filter.studentGuid));
    return Ok(structuredClone(entries.slice(0, filter.limit ?? 100)));
  }

  private refusal(method: Call, courseGuid: string): AppError | undefined {
    const once = this.failNext[method];
    if (once) {
      delete this.failNext[method];
      return once;
    }
    if (this.failure) return this.failure;
    return courseGuid === this.gradebook.courseGuid ? undefined : appError('not-found', 'NOT_FOUND', { status: 404 });
  }

  private audit1(write: ScoreWrite, action: AuditAction, before: number | null, after: number | null): void {
    this.auditEntries.unshift({ itemGuid: write.itemGuid, studentGuid: write.studentGuid, action, before, after, changedBy: { ...this.actor }, at: this.now() });
  }

  // Writes one cell (its effective score by the domain) and recomputes that student's final grades like the server.
  private updateCell(studentGuid: string, itemGuid: string, change: (cell: Gradebook['students'][number]['cells'][number]) => Gradebook['students'][number]['cells'][number]) {
    const itemIndex = this.gradebook.items.findIndex((item) => item.guid === itemGuid);
    const student = this.gradebook.students.find((s) => s.guid === studentGuid);
    const cell = student?.cells[itemIndex];
    if (student === undefined || cell === undefined) throw new Error(`no cell ${studentGuid}/${itemGuid}`);
    const next = change(cell);
    const effective = effectiveScore({ studentGuid, itemId: itemGuid, precalculated: next.precalculated, manual: next.manual });
    const updated = { ...next, score: effective.score, source: effective.source };
    student.cells[itemIndex] = updated;
    student.finalGrades = gradesOf(this.gradebook, student.cells);
    return updated;
  }
}

function validation(path: string, message: string): AppError {
  return appError('validation', 'VALIDATION_FAILED', { status: 400, details: [{ path, message }] });
}
