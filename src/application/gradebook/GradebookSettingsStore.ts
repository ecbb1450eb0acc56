import { makeAutoObservable, runInAction } from 'mobx';
import { DEFAULT_LETTER_BANDS, DEFAULT_PASS_PERCENT, type GradeScale, type GradeScaleKind } from '@domain/gradebook/gradeScales';
import {
  categoryShares,
  checkDropLowest,
  draftOfScale,
  sameScale,
  scaleFromDraft,
  schemeChangeImpact,
  type DropLowestError,
  type ScaleDraft,
  type ScaleDraftError,
  type SchemeChangeImpact,
} from '@domain/gradebook/gradebookSettings';
import { moveCategory } from '@domain/gradebook/gradebookSetup';
import type { PeriodCode, PeriodScheme } from '@domain/grading/periods';
import type { Result } from '@domain/shared/result';
import { announcement, type Announcement } from '@application/lessons/Announcement';
import type { AppError } from '@application/shared/AppError';
import type { Gradebook, GradebookCategory, GradebookSettings } from '@application/gradebook/Gradebook';
import type { GradebookSetupGateway } from '@application/gradebook/ports/GradebookSetupGateway';

/** One row of a letters or custom scale as typed: `at` is the band's lower bound in percent, or the level's value. */
export interface ScaleRow {
  id: number;
  label: string;
  at: string;
}

/** What the settings change: only the fields that differ from the saved ones. */
export interface SettingsChange {
  periodScheme?: PeriodScheme;
  scale?: GradeScale;
  dropLowest?: number;
}

// A custom scale starts from two levels the teacher names (the school's own words).
const CUSTOM_START: readonly { at: string }[] = [{ at: '0' }, { at: '5' }];

let nextRowId = 1;
const row = (label: string, at: string): ScaleRow => ({ id: nextRowId++, label, at });

/**
 * The gradebook's settings dialog: the period scheme, the scale being edited (one draft per kind, so switching kinds
 * loses nothing), drop-lowest, and the categories with their shares of the final grade. Scheme, scale and drop-lowest
 * are saved together; categories are saved one change at a time. `changed` says the grid must be read again.
 */
export class GradebookSettingsStore {
  courseGuid = '';
  scheme: PeriodScheme = 'quarters';
  scaleKind: GradeScaleKind = 'numeric';
  numericMax = '10';
  numericDecimals = '2';
  passPercent = String(DEFAULT_PASS_PERCENT);
  customMax = '10';
  letterRows: ScaleRow[] = [];
  customRows: ScaleRow[] = [];
  dropLowest = '0';
  categories: GradebookCategory[] = [];
  /** Each item's period and category, for what a change of scheme or a deletion does. */
  items: { guid: string; period: PeriodCode | null; categoryGuid: string | null }[] = [];
  publishedPeriods: PeriodCode[] = [];
  saved: { scheme: PeriodScheme; scale: GradeScale; dropLowest: number } | undefined = undefined;
  /** The teacher tried to save: every problem shows. */
  attempted = false;
  status: 'idle' | 'saving' | 'failed' = 'idle';
  error: AppError | undefined = undefined;
  /** The scale code the server refused with (`/scale`), until the scale changes. */
  serverScaleError: string | undefined = undefined;
  /** A category action in flight (its guid, or 'new'). */
  busyCategory: string | undefined = undefined;
  /** A category move the server refused (adds, edits and deletions report in their own forms). */
  categoryError: AppError | undefined = undefined;
  /** How many changes were saved since the dialog opened: each one means the grid must be read again. */
  revision = 0;
  announcement: Announcement | undefined = undefined;

  constructor(private readonly gateway: GradebookSetupGateway) {
    makeAutoObservable<GradebookSettingsStore, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  /** Starts editing the gradebook's current settings. */
  open(gradebook: Gradebook): void {
    this.courseGuid = gradebook.courseGuid;
    this.scheme = gradebook.periodScheme;
    this.loadScale(gradebook.scale);
    this.dropLowest = String(gradebook.dropLowest);
    this.categories = [...gradebook.categories].sort((a, b) => a.position - b.position);
    this.items = gradebook.items.map((item) => ({ guid: item.guid, period: item.period, categoryGuid: item.categoryGuid }));
    this.publishedPeriods = [...gradebook.publishedPeriods];
    this.saved = { scheme: gradebook.periodScheme, scale: gradebook.scale, dropLowest: gradebook.dropLowest };
    this.attempted = false;
    this.status = 'idle';
    this.error = undefined;
    this.serverScaleError = undefined;
    this.revision = 0;
  }

  /** Something was saved since the dialog opened. */
  get changed(): boolean {
    return this.revision > 0;
  }

  private loadScale(scale: GradeScale): void {
    const draft = draftOfScale(scale);
    this.scaleKind = draft.kind;
    if (draft.kind === 'numeric') {
      this.numericMax = draft.max;
      this.numericDecimals = draft.decimals;
    }
    if (draft.kind === 'pass-fail') this.passPercent = draft.passPercent;
    if (draft.kind === 'custom') this.customMax = draft.max;
    this.letterRows = draft.kind === 'letters' ? draft.levels.map((l) => row(l.label, l.at)) : DEFAULT_LETTER_BANDS.map((b) => row(b.label, String(b.minPercent)));
    this.customRows = draft.kind === 'custom' ? draft.levels.map((l) => row(l.label, l.at)) : [];
  }

  setScheme(scheme: PeriodScheme): void {
    this.scheme = scheme;
  }

  /** `startLabels`: names for the first levels of a new custom scale, in the teacher's language. */
  setScaleKind(kind: GradeScaleKind, startLabels: readonly string[] = []): void {
    this.scaleKind = kind;
    if (kind === 'custom' && this.customRows.length === 0) this.customRows = CUSTOM_START.map((level, i) => row(startLabels[i] ?? '', level.at));
    this.scaleEdited();
  }

  setNumericMax(value: string): void {
    this.numericMax = value;
    this.scaleEdited();
  }

  setNumericDecimals(value: string): void {
    this.numericDecimals = value;
    this.scaleEdited();
  }

  setPassPercent(value: string): void {
    this.passPercent = value;
    this.scaleEdited();
  }

  setCustomMax(value: string): void {
    this.customMax = value;
    this.scaleEdited();
  }

  setDropLowest(value: string): void {
    this.dropLowest = value;
  }

  /** The rows of the kind being edited: letters highest band first, custom levels lowest first. */
  get rows(): ScaleRow[] {
    return this.scaleKind === 'letters' ? this.letterRows : this.scaleKind === 'custom' ? this.customRows : [];
  }

  private setRows(rows: ScaleRow[]): void {
    if (this.scaleKind === 'letters') this.letterRows = rows;
    if (this.scaleKind === 'custom') this.customRows = rows;
    this.scaleEdited();
  }

  /** A new row where it most likely goes: a letter above the lowest band (which starts at 0), a custom level on top. */
  addRow(): number {
    const added = row('', '');
    const rows = this.rows;
    this.setRows(this.scaleKind === 'letters' && rows.length > 0 ? [...rows.slice(0, -1), added, ...rows.slice(-1)] : [...rows, added]);
    return added.id;
  }

  removeRow(id: number): void {
    this.setRows(this.rows.filter((r) => r.id !== id));
  }

  /** Moves a row one place up (-1) or down (+1); false at the ends. */
  moveRow(id: number, delta: -1 | 1): boolean {
    const rows = [...this.rows];
    const index = rows.findIndex((r) => r.id === id);
    const target = index + delta;
    const moving = rows[index];
    if (index < 0 || target < 0 || target >= rows.length || moving === undefined) return false;
    rows.splice(index, 1);
    rows.splice(target, 0, moving);
    this.setRows(rows);
    return true;
  }

  setRowLabel(id: number, label: string): void {
    this.setRows(this.rows.map((r) => (r.id === id ? { ...r, label } : r)));
  }

  setRowAt(id: number, at: string): void {
    this.setRows(this.rows.map((r) => (r.id === id ? { ...r, at } : r)));
  }

  private scaleEdited(): void {
    this.serverScaleError = undefined;
  }

  get scaleDraft(): ScaleDraft {
    return {
      kind: this.scaleKind,
      max: this.scaleKind === 'custom' ? this.customMax : this.numericMax,
      decimals: this.numericDecimals,
      passPercent: this.passPercent,
      levels: this.rows.map((r) => ({ label: r.label, at: r.at })),
    };
  }

  /** The domain's verdict on the typed scale. */
  get scaleCheck(): Result<GradeScale, ScaleDraftError> {
    return scaleFromDraft(this.scaleDraft);
  }

  /** The scale's problem to show: the domain's once the teacher tried to save, or the server's. */
  get scaleError(): ScaleDraftError | { code: string } | undefined {
    if (this.serverScaleError !== undefined) return { code: this.serverScaleError };
    const check = this.scaleCheck;
    return this.attempted && check.err ? check.val : undefined;
  }

  get dropLowestCheck(): Result<number, DropLowestError> {
    return checkDropLowest(this.dropLowest);
  }

  get dropLowestError(): DropLowestError | undefined {
    const check = this.dropLowestCheck;
    return this.attempted && check.err ? check.val : undefined;
  }

  /** What switching to the chosen scheme does; undefined while it is the saved one. */
  get schemeImpact(): SchemeChangeImpact | undefined {
    if (this.saved === undefined || this.scheme === this.saved.scheme) return undefined;
    return schemeChangeImpact(
      this.scheme,
      this.items.map((item) => item.period),
      this.publishedPeriods,
    );
  }

  /** The fields to send; undefined while something typed is refused. */
  get change(): SettingsChange | undefined {
    const scale = this.scaleCheck;
    const drop = this.dropLowestCheck;
    if (scale.err || drop.err || this.saved === undefined) return undefined;
    const change: SettingsChange = {};
    if (this.scheme !== this.saved.scheme) change.periodScheme = this.scheme;
    if (!sameScale(scale.val, this.saved.scale)) change.scale = scale.val;
    if (drop.val !== this.saved.dropLowest) change.dropLowest = drop.val;
    return change;
  }

  /** Saves scheme, scale and drop-lowest; true when saved (or nothing to save). Refusals stay in the store. */
  async saveSettings(): Promise<boolean> {
    this.attempted = true;
    const change = this.change;
    if (change === undefined) return false;
    if (Object.keys(change).length === 0) return true;
    this.status = 'saving';
    this.error = undefined;
    const result = await this.gateway.updateSettings(this.courseGuid, change);
    return runInAction(() => {
      if (result.err) {
        this.status = 'failed';
        this.error = result.val;
        this.serverScaleError = result.val.details?.find((d) => d.path === '/scale' || d.path.startsWith('/body/scale'))?.message;
        return false;
      }
      this.applySaved(result.val);
      return true;
    });
  }

  private applySaved(settings: GradebookSettings): void {
    this.status = 'idle';
    this.revision += 1;
    this.saved = { scheme: settings.periodScheme, scale: settings.scale, dropLowest: settings.dropLowest };
    this.scheme = settings.periodScheme;
    this.publishedPeriods = settings.publishedPeriods;
    this.announcement = announcement('gradebookSetup:settings.saved');
  }

  /** Each category's share of the final grade in percent (adding up to 100); null when no category weighs anything. */
  get shares(): Map<string, number | null> {
    const shares = categoryShares(this.categories.map((c) => c.weight));
    return new Map(this.categories.map((c, i) => [c.guid, shares[i] ?? null]));
  }

  /** How many items a category holds. */
  itemsIn(categoryGuid: string): number {
    return this.items.filter((item) => item.categoryGuid === categoryGuid).length;
  }

  /** Items without a category: with categories defined they do not count for the final grade (ADR 0231). */
  get uncategorisedItems(): number {
    return this.categories.length === 0 ? 0 : this.items.filter((item) => item.categoryGuid === null).length;
  }

  /** Names of the other categories, for the domain's uniqueness check. */
  otherCategoryNames(exceptGuid?: string): string[] {
    return this.categories.filter((c) => c.guid !== exceptGuid).map((c) => c.name);
  }

  async addCategory(name: string, weight: number): Promise<Result<GradebookCategory, AppError>> {
    this.busyCategory = 'new';
    const result = await this.gateway.createCategory(this.courseGuid, { name, weight });
    runInAction(() => {
      this.busyCategory = undefined;
      if (result.ok) {
        this.categories = [...this.categories, result.val];
        this.revision += 1;
        this.announcement = announcement('gradebookSetup:categories.added', { name: result.val.name });
      }
    });
    return result;
  }

  async updateCategory(guid: string, change: { name?: string; weight?: number }): Promise<Result<GradebookCategory, AppError>> {
    this.busyCategory = guid;
    const result = await this.gateway.updateCategory(this.courseGuid, guid, change);
    runInAction(() => {
      this.busyCategory = undefined;
      if (result.ok) {
        this.categories = this.categories.map((c) => (c.guid === guid ? result.val : c));
        this.revision += 1;
        this.announcement = announcement('gradebookSetup:categories.updated', { name: result.val.name });
      }
    });
    return result;
  }

  async deleteCategory(guid: string): Promise<Result<void, AppError>> {
    const name = this.categories.find((c) => c.guid === guid)?.name ?? '';
    this.busyCategory = guid;
    const result = await this.gateway.deleteCategory(this.courseGuid, guid);
    runInAction(() => {
      this.busyCategory = undefined;
      if (result.ok) {
        this.categories = this.categories.filter((c) => c.guid !== guid).map((c, position) => ({ ...c, position }));
        this.items = this.items.map((item) => (item.categoryGuid === guid ? { ...item, categoryGuid: null } : item));
        this.revision += 1;
        this.announcement = announcement('gradebookSetup:categories.deleted', { name });
      }
    });
    return result;
  }

  /** Moves a category one place up (-1) or down (+1); the server shifts the others. */
  async moveCategory(guid: string, delta: -1 | 1): Promise<Result<GradebookCategory, AppError> | undefined> {
    const index = this.categories.findIndex((c) => c.guid === guid);
    const target = index + delta;
    if (index < 0 || target < 0 || target >= this.categories.length) return undefined;
    this.busyCategory = guid;
    this.categoryError = undefined;
    const result = await this.gateway.updateCategory(this.courseGuid, guid, { position: target });
    runInAction(() => {
      this.busyCategory = undefined;
      if (result.err) {
        this.categoryError = result.val;
        return;
      }
      // The server's answer for the moved one; the others shift as the server shifts them (domain `moveCategory`).
      const updated = this.categories.map((c) => (c.guid === guid ? result.val : c));
      this.categories = moveCategory(updated, guid, target).map((c, position) => ({ ...c, position }));
      this.revision += 1;
      this.announcement = announcement('gradebookSetup:categories.moved', { name: result.val.name, position: target + 1, count: this.categories.length });
    });
    return result;
  }
}
