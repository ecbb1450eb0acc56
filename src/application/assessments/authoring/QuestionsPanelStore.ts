import { makeAutoObservable, runInAction, toJS } from 'mobx';
import { reorder } from '@domain/lessons/ordering';
import { Err, Ok, type Result } from '@domain/shared/result';
import { appError, type AppError } from '@application/shared/AppError';
import { announcement, type Announcement } from '@application/lessons/Announcement';
import { Loadable } from '@application/shared/Loadable';
import type { AuthoringQuestion, MediaFiles } from '@application/assessments/authoring/Question';
import type { AssessmentAuthoringGateway } from '@application/assessments/authoring/ports/AssessmentAuthoringGateway';

export const QUESTIONS_LOCKED = 'QUESTIONS_LOCKED';

/** The questions of one assessment on its item's edit page: list, reorder, delete; locked once attempts exist. */
export class QuestionsPanelStore {
  /** Moving from one assessment to another: only the latest answer counts. */
  readonly read = new Loadable((itemGuid: string) => this.gateway.list(itemGuid));
  /** The list on screen, a copy so reordering and deleting show at once. */
  questions: AuthoringQuestion[] = [];
  media: MediaFiles = {};
  locked = false;
  /** Why the last reorder failed (other than the lock, which `locked` tells). */
  moveError: AppError | undefined = undefined;
  announcement: Announcement | undefined = undefined;
  pending = new Set<string>();
  /** The question just deleted and where it was: "Undo" creates it again there (with a new guid). */
  lastDeleted: { question: AuthoringQuestion; index: number } | undefined = undefined;
  private itemGuid = '';

  constructor(private readonly gateway: AssessmentAuthoringGateway) {
    makeAutoObservable<QuestionsPanelStore, 'gateway' | 'itemGuid'>(this, { gateway: false, itemGuid: false, read: false });
  }

  get totalPoints(): number {
    return Math.round(this.questions.reduce((sum, question) => sum + question.points, 0) * 100) / 100;
  }

  async load(itemGuid: string): Promise<void> {
    this.itemGuid = itemGuid;
    const result = await this.read.load(itemGuid);
    runInAction(() => {
      if (!this.read.holds(result) || result.err) return;
      this.questions = result.val.questions;
      this.media = result.val.media;
      this.locked = result.val.locked;
    });
  }

  /** Optimistic (PUT …/questions/order), rolled back on failure; a 409 means the test is locked now. */
  async move(questionGuid: string, toIndex: number): Promise<void> {
    if (this.locked) return;
    const before = this.questions;
    const from = before.findIndex((question) => question.guid === questionGuid);
    if (from < 0 || from === toIndex || toIndex < 0 || toIndex >= before.length) return;
    const name = before[from]?.name ?? '';
    this.moveError = undefined;
    this.questions = renumber(reorder(before, questionGuid, toIndex));
    const result = await this.gateway.reorder(this.itemGuid, this.questions.map((question) => question.guid));
    runInAction(() => {
      if (result.err) {
        this.questions = before;
        this.noteLock(result.val);
        if (!this.locked) this.moveError = result.val;
        this.announce('panel.announce.moveFailed', { name });
        return;
      }
      this.announce('panel.announce.moved', { name, position: toIndex + 1, total: this.questions.length });
    });
  }

  /** Pessimistic: the row goes once the server agrees. */
  async remove(questionGuid: string): Promise<Result<void, AppError>> {
    const question = this.questions.find((candidate) => candidate.guid === questionGuid);
    if (!question) return Err(appError('not-found', 'NOT_FOUND'));
    if (this.locked) return Err(appError('conflict', QUESTIONS_LOCKED, { status: 409 }));
    this.pending.add(questionGuid);
    const result = await this.gateway.remove(questionGuid);
    runInAction(() => {
      this.pending.delete(questionGuid);
      if (result.err) {
        this.noteLock(result.val);
        return;
      }
      const index = this.questions.findIndex((candidate) => candidate.guid === questionGuid);
      this.questions = renumber(this.questions.filter((candidate) => candidate.guid !== questionGuid));
      this.lastDeleted = { question, index };
      this.announce('panel.announce.deleted', { name: question.name });
    });
    return result;
  }

  /** Re-creates the question just deleted (same type, texts, points and data) at its old place. */
  async undoDelete(): Promise<Result<void, AppError>> {
    const last = this.lastDeleted;
    if (!last) return Err(appError('validation', 'NOTHING_TO_UNDO'));
    if (this.locked) return Err(appError('conflict', QUESTIONS_LOCKED, { status: 409 }));
    this.lastDeleted = undefined;
    const { question, index } = last;
    const created = await this.gateway.create(this.itemGuid, { type: question.type, name: question.name, description: question.description, points: question.points, data: toJS(question.data) });
    if (created.err) {
      runInAction(() => {
        this.noteLock(created.val);
        this.announce('panel.announce.undoFailed', { name: question.name });
      });
      return Err(created.val);
    }
    const restored = [...this.questions];
    restored.splice(Math.min(index, restored.length), 0, created.val);
    const guids = restored.map((entry) => entry.guid);
    runInAction(() => {
      this.questions = renumber(restored);
    });
    // Created at the end: put it back where it was.
    const moved = index < restored.length - 1 ? await this.gateway.reorder(this.itemGuid, guids) : undefined;
    runInAction(() => {
      if (moved?.err) {
        this.questions = renumber([...this.questions.filter((entry) => entry.guid !== created.val.guid), created.val]);
        this.noteLock(moved.val);
      }
      this.announce('panel.announce.restored', { name: question.name });
    });
    return moved?.err ? Err(moved.val) : Ok(undefined);
  }

  dismissUndo(): void {
    this.lastDeleted = undefined;
  }

  announce(key: string, values: Record<string, string | number> = {}): void {
    this.announcement = announcement(key, values);
  }

  private noteLock(error: AppError): void {
    if (error.code === QUESTIONS_LOCKED) this.locked = true;
  }
}

function renumber(questions: AuthoringQuestion[]): AuthoringQuestion[] {
  return questions.map((question, index) => (question.position === index + 1 ? question : { ...question, position: index + 1 }));
}
