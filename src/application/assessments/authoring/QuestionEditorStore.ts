import { makeAutoObservable, runInAction, toJS } from 'mobx';
import { emptyQuestionData, validateQuestionData } from '@domain/assessments/questionData';
import type { QuestionData, ValidationIssue } from '@domain/assessments/questionModel';
import { parseQuestionType, type QuestionTypeCode } from '@domain/assessments/questionTypes';
import { checkScore, type ScoreError } from '@domain/grading/scoreValidation';
import { Err, Ok, type Result } from '@domain/shared/result';
import { appError, type AppError } from '@application/shared/AppError';
import type { FileUploader } from '@application/shared/ports/FileUploader';
import { announcement, type Announcement } from '@application/lessons/Announcement';
import { Loadable } from '@application/shared/Loadable';
import { questionDataIssues, type AuthoringQuestion, type MediaFiles, type QuestionList, type QuestionWithMedia } from '@application/assessments/authoring/Question';
import type { AssessmentAuthoringGateway } from '@application/assessments/authoring/ports/AssessmentAuthoringGateway';
import { QUESTIONS_LOCKED } from '@application/assessments/authoring/QuestionsPanelStore';

export const QUESTION_NAME_MAX = 200;
export const QUESTION_DESCRIPTION_MAX = 20_000;
/** A question's points (its ranking_scale): 0.01–100, two decimals (contract). */
export const POINTS_RULES = { min: 0.01, max: 100, decimals: 2 } as const;

/** The domain's functions, replaceable in tests. */
export interface QuestionRules {
  validate: (type: QuestionTypeCode, data: unknown) => Result<QuestionData, ValidationIssue[]>;
  empty: (type: QuestionTypeCode) => QuestionData;
}

const DOMAIN_RULES: QuestionRules = {
  validate: (type, data) => validateQuestionData(type, data),
  empty: (type) => emptyQuestionData(type),
};

/** A local refusal before anything is sent: the form has errors (listed by `summary`). */
export const FORM_INVALID = 'FORM_INVALID';
/** The address named a question type that does not exist. */
const TYPE_NOT_SUPPORTED = 'QUESTION_TYPE_NOT_SUPPORTED';

/** What the editor starts from: the type, the assessment's list (lock and media) and, when editing, the stored question. */
interface QuestionEditorRead {
  type: QuestionTypeCode;
  list: QuestionList;
  stored: QuestionWithMedia | undefined;
}

/**
 * One question's editor (new of a type, or an existing one): what the teacher types is kept here and
 * never dropped on a refusal; the domain validates question_data live; the server's issues are mapped
 * back to their fields until the data changes.
 */
export class QuestionEditorStore {
  /** Moving from one question to another: only the latest answer counts. */
  readonly read = new Loadable((itemGuid: string, target: { type: string } | { questionGuid: string }) => this.fetch(itemGuid, target));
  type: QuestionTypeCode | undefined = undefined;
  question: AuthoringQuestion | undefined = undefined;
  name = '';
  description = '';
  points = '1';
  data: QuestionData | undefined = undefined;
  media: MediaFiles = {};
  locked = false;
  saving = false;
  saveError: AppError | undefined = undefined;
  /** After a first Save, every error shows (not only the touched ones). */
  submitted = false;
  serverDataIssues: ValidationIssue[] = [];
  serverNameError: string | undefined = undefined;
  serverPointsError: string | undefined = undefined;
  announcement: Announcement | undefined = undefined;
  private itemGuid = '';

  constructor(
    private readonly gateway: AssessmentAuthoringGateway,
    private readonly uploader: FileUploader,
    private readonly rules: QuestionRules = DOMAIN_RULES,
  ) {
    makeAutoObservable<QuestionEditorStore, 'gateway' | 'uploader' | 'rules' | 'itemGuid' | 'fetch'>(this, { gateway: false, uploader: false, rules: false, itemGuid: false, fetch: false, read: false });
  }

  /** The address named a type that does not exist. */
  get unknownType(): boolean {
    return this.read.error?.code === TYPE_NOT_SUPPORTED;
  }

  get isNotFound(): boolean {
    return this.read.error?.kind === 'not-found';
  }

  get editing(): boolean {
    return this.question !== undefined;
  }

  /** The domain's verdict on the data as typed: Ok holds the normalised document that gets sent. */
  get validation(): Result<QuestionData, ValidationIssue[]> | undefined {
    if (this.type === undefined || this.data === undefined) return undefined;
    try {
      return this.rules.validate(this.type, this.data);
    } catch {
      // A rule that cannot run must not lose the teacher's work: the server checks again on save.
      return Ok(this.data);
    }
  }

  get dataIssues(): ValidationIssue[] {
    const local = this.validation;
    const issues = local?.err ? [...local.val] : [];
    for (const issue of this.serverDataIssues) {
      if (!issues.some((known) => known.path === issue.path && known.code === issue.code)) issues.push(issue);
    }
    return issues;
  }

  get nameError(): string | undefined {
    const name = this.name.trim();
    if (name === '') return 'name.required';
    if (name.length > QUESTION_NAME_MAX) return 'name.tooLong';
    return this.serverNameError;
  }

  get pointsError(): ScoreError | { code: string } | undefined {
    const checked = checkScore(this.points, POINTS_RULES);
    if (checked.err) return checked.val;
    return this.serverPointsError ? { code: this.serverPointsError } : undefined;
  }

  get descriptionError(): string | undefined {
    return this.description.length > QUESTION_DESCRIPTION_MAX ? 'description.tooLong' : undefined;
  }

  get isValid(): boolean {
    return this.nameError === undefined && this.pointsError === undefined && this.descriptionError === undefined && this.dataIssues.length === 0;
  }

  /** Everything in the way of saving, in form order (the summary list read on save). */
  get summary(): { field: 'name' | 'points' | 'description' | 'data'; code: string; path?: string }[] {
    const list: { field: 'name' | 'points' | 'description' | 'data'; code: string; path?: string }[] = [];
    if (this.nameError) list.push({ field: 'name', code: this.nameError });
    if (this.descriptionError) list.push({ field: 'description', code: this.descriptionError });
    const points = this.pointsError;
    if (points) list.push({ field: 'points', code: points.code });
    for (const issue of this.dataIssues) list.push({ field: 'data', code: issue.code, path: issue.path });
    return list;
  }

  /** `new-question/{type}`: an empty document of the type; `edit-question/{guid}`: the stored question. */
  async load(itemGuid: string, target: { type: string } | { questionGuid: string }): Promise<void> {
    this.itemGuid = itemGuid;
    const result = await this.read.load(itemGuid, target);
    runInAction(() => {
      if (!this.read.holds(result) || result.err) return;
      const { type, list, stored } = result.val;
      this.type = type;
      this.locked = list.locked;
      if (!stored) {
        this.media = list.media;
        this.data = this.emptyData(type);
        return;
      }
      this.question = stored.question;
      this.name = stored.question.name;
      this.description = stored.question.description;
      this.points = String(stored.question.points);
      this.data = stored.question.data;
      this.media = { ...list.media, ...stored.media };
    });
  }

  setName(value: string): void {
    this.name = value;
    this.serverNameError = undefined;
  }

  setDescription(value: string): void {
    this.description = value;
  }

  setPoints(value: string): void {
    this.points = value;
    this.serverPointsError = undefined;
  }

  setData(data: QuestionData): void {
    this.data = data;
    this.serverDataIssues = [];
  }

  /** A teacher's image for an image-based type: uploaded to the course as content. */
  async uploadImage(courseGuid: string, file: File, onProgress?: (fraction: number) => void): Promise<{ guid: string; url: string; name: string; mime: string }> {
    const result = await this.uploader.upload(courseGuid, 'content', file, (progress) => {
      if (onProgress && progress.total > 0) onProgress(progress.loaded / progress.total);
    });
    if (result.err) throw result.val;
    const uploaded = result.val;
    runInAction(() => {
      this.media = { ...this.media, [uploaded.guid]: { url: uploaded.url, name: uploaded.name, mime: uploaded.mime } };
    });
    return { guid: uploaded.guid, url: uploaded.url, name: uploaded.name, mime: uploaded.mime };
  }

  /** POST (new) or PATCH (edit) with the domain's normalised data. A refusal keeps every field as typed. */
  async save(): Promise<Result<AuthoringQuestion, AppError>> {
    const type = this.type;
    if (type === undefined || this.data === undefined) return Err(appError('validation', 'NOT_READY'));
    this.submitted = true;
    this.saveError = undefined;
    const validation = this.validation;
    const points = checkScore(this.points, POINTS_RULES);
    if (!this.isValid || validation === undefined || validation.err || points.err) {
      this.announce('editor.announce.invalid', { count: this.summary.length });
      return Err(appError('validation', FORM_INVALID));
    }
    if (this.locked) {
      this.saveError = appError('conflict', QUESTIONS_LOCKED, { status: 409 });
      this.announce('editor.announce.locked');
      return Err(this.saveError);
    }
    this.saving = true;
    const input = { name: this.name.trim(), description: this.description, points: points.val, data: toJS(validation.val) };
    const result = this.question ? await this.gateway.update(this.question.guid, input) : await this.gateway.create(this.itemGuid, { type, ...input });
    runInAction(() => {
      this.saving = false;
      if (result.err) {
        this.refused(result.val);
        return;
      }
      this.question = result.val;
      this.announce('editor.announce.saved', { name: result.val.name });
    });
    return result;
  }

  announce(key: string, values: Record<string, string | number> = {}): void {
    this.announcement = announcement(key, values);
  }

  private refused(error: AppError): void {
    this.saveError = error;
    if (error.code === QUESTIONS_LOCKED) this.locked = true;
    // An unusable image is reported at its place in the data too, when the server says where.
    if (error.code === 'INVALID_QUESTION_DATA' || error.code === 'FILE_NOT_USABLE') this.serverDataIssues = questionDataIssues(error.details);
    if (error.code === 'VALIDATION_FAILED') {
      for (const detail of error.details ?? []) {
        if (detail.path === '/content_name') this.serverNameError = 'name.refused';
        if (detail.path === '/ranking_scale') this.serverPointsError = 'points.refused';
      }
    }
    this.announce('editor.announce.refused');
  }

  private emptyData(type: QuestionTypeCode): QuestionData | undefined {
    try {
      return this.rules.empty(type);
    } catch {
      return undefined;
    }
  }

  private async fetch(itemGuid: string, target: { type: string } | { questionGuid: string }): Promise<Result<QuestionEditorRead, AppError>> {
    if ('type' in target) {
      const type = parseQuestionType(target.type);
      if (type === undefined) return Err(appError('validation', TYPE_NOT_SUPPORTED));
      const list = await this.gateway.list(itemGuid);
      return list.err ? list : Ok({ type, list: list.val, stored: undefined });
    }
    const [question, list] = await Promise.all([this.gateway.get(target.questionGuid), this.gateway.list(itemGuid)]);
    if (question.err) return question;
    if (list.err) return list;
    // A question of another assessment under this one's address is "not found".
    if (!list.val.questions.some((candidate) => candidate.guid === question.val.question.guid)) return Err(appError('not-found', 'NOT_FOUND', { status: 404 }));
    return Ok({ type: question.val.question.type, list: list.val, stored: question.val });
  }
}
