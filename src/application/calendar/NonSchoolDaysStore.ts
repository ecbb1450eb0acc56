import { makeAutoObservable, runInAction } from 'mobx';
import { checkNonSchoolDay } from '@domain/calendar/nonSchoolDayRules';
import { Loadable } from '@application/shared/Loadable';
import type { AppError } from '@application/shared/AppError';
import type { NonSchoolDayGateway, NonSchoolDayOwner, RecordedNonSchoolDay } from '@application/calendar/ports/NonSchoolDayGateway';

/** What a save or a removal came to, for the panel to say and focus. */
export type NonSchoolDayOutcome = { kind: 'saved' | 'removed'; name: string } | { kind: 'failed'; error: AppError };

/**
 * The non-school days panel (ADR 0503): a school's own days on /calendar for its admins, a course's on
 * /calendar/{course} for its teachers (read by the rest). A draft is checked whole by the domain before it is sent;
 * the server's issues land on the same fields; the typing is kept until it is saved.
 */
export class NonSchoolDaysStore {
  readonly list = new Loadable((owner: NonSchoolDayOwner) => this.gateway.list(owner));
  owner: NonSchoolDayOwner | undefined = undefined;
  /** The stretch being edited; `'new'` for one being added; undefined: the form is closed. */
  editing: string | undefined = undefined;
  name = '';
  startsOn = '';
  endsOn = '';
  issues: Record<string, string> = {};
  saving = false;
  removing: string | undefined = undefined;
  outcome: NonSchoolDayOutcome | undefined = undefined;
  /** The stretch the last removal took, for its undo. */
  lastRemoved: RecordedNonSchoolDay | undefined = undefined;

  constructor(private readonly gateway: NonSchoolDayGateway) {
    makeAutoObservable<NonSchoolDaysStore, 'gateway'>(this, { gateway: false, list: false }, { autoBind: true });
  }

  async load(owner: NonSchoolDayOwner): Promise<void> {
    if (this.owner?.kind !== owner.kind || this.owner.guid !== owner.guid) {
      this.owner = owner;
      this.close();
    }
    await this.list.load(owner);
  }

  get days(): RecordedNonSchoolDay[] {
    return this.list.value?.days ?? [];
  }

  get canEdit(): boolean {
    return this.list.value?.canEdit ?? false;
  }

  /** A new stretch, on `day` (the school's today) for one day: the commonest holiday. */
  add(day: string): void {
    this.editing = 'new';
    this.name = '';
    this.startsOn = day;
    this.endsOn = day;
    this.issues = {};
    this.outcome = undefined;
  }

  edit(day: RecordedNonSchoolDay): void {
    this.editing = day.guid;
    this.name = day.name;
    this.startsOn = day.startsOn;
    this.endsOn = day.endsOn;
    this.issues = {};
    this.outcome = undefined;
  }

  close(): void {
    this.editing = undefined;
    this.issues = {};
  }

  setName(value: string): void {
    this.name = value;
  }

  setStartsOn(value: string): void {
    this.startsOn = value;
    // Moving the first day past the last carries the last along: a one-day stretch stays one day.
    if (this.endsOn !== '' && value > this.endsOn) this.endsOn = value;
  }

  setEndsOn(value: string): void {
    this.endsOn = value;
  }

  issue(path: '/name' | '/starts_on' | '/ends_on'): string | undefined {
    return this.issues[path];
  }

  /** True when saved; the form stays open with its issues (and the typing) otherwise. */
  async save(): Promise<boolean> {
    const owner = this.owner;
    const editing = this.editing;
    if (owner === undefined || editing === undefined || this.saving) return false;
    const draft = { name: this.name, startsOn: this.startsOn, endsOn: this.endsOn };
    const issues = checkNonSchoolDay(draft);
    if (issues.length > 0) {
      this.issues = Object.fromEntries(issues.map((issue) => [issue.path, issue.code]));
      return false;
    }
    this.saving = true;
    const result = editing === 'new' ? await this.gateway.add(owner, draft) : await this.gateway.change(editing, draft);
    if (result.ok) await this.list.load(owner);
    runInAction(() => {
      this.saving = false;
      if (result.err) {
        const details = result.val.kind === 'validation' ? (result.val.details ?? []) : [];
        if (details.length > 0) this.issues = Object.fromEntries(details.map((detail) => [detail.path, detail.message]));
        else this.outcome = { kind: 'failed', error: result.val };
        return;
      }
      this.outcome = { kind: 'saved', name: result.val.name };
      this.close();
    });
    return result.ok;
  }

  async remove(day: RecordedNonSchoolDay): Promise<boolean> {
    const owner = this.owner;
    if (owner === undefined || this.removing !== undefined) return false;
    this.removing = day.guid;
    this.outcome = undefined;
    const result = await this.gateway.remove(day.guid);
    if (result.ok) await this.list.load(owner);
    runInAction(() => {
      this.removing = undefined;
      this.outcome = result.ok ? { kind: 'removed', name: day.name } : { kind: 'failed', error: result.val };
      if (result.ok) this.lastRemoved = day;
      if (result.ok && this.editing === day.guid) this.close();
    });
    return result.ok;
  }

  /** Undoes the last removal: the same stretch recorded again (a new guid; nothing else pointed at it). */
  async restore(): Promise<void> {
    const owner = this.owner;
    const day = this.lastRemoved;
    if (owner === undefined || day === undefined) return;
    this.lastRemoved = undefined;
    const result = await this.gateway.add(owner, { name: day.name, startsOn: day.startsOn, endsOn: day.endsOn });
    if (result.ok) await this.list.load(owner);
    runInAction(() => {
      this.outcome = result.ok ? { kind: 'saved', name: day.name } : { kind: 'failed', error: result.val };
    });
  }
}
