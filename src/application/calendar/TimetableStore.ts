import { makeAutoObservable, runInAction } from 'mobx';
import { addDays, type CalendarDate } from '@domain/calendar/calendarDate';
import { checkTimetable, MAX_TIMETABLE_SLOTS, type TimetableSlot } from '@domain/calendar/timetable';
import { Err, Ok, type Result } from '@domain/shared/result';
import { Loadable } from '@application/shared/Loadable';
import type { AppError } from '@application/shared/AppError';
import type { CourseTimetable } from '@application/calendar/Timetable';
import type { TimetableGateway } from '@application/calendar/ports/TimetableGateway';

/** A slot being edited, with a key of its own so rows keep their identity (and focus) while others come and go. */
export interface SlotDraft extends TimetableSlot {
  key: number;
}

/** What a save ends in: saved, refused before sending (issues on the form), or the server's error. */
export type TimetableSave = Result<void, { kind: 'invalid' } | { kind: 'failed'; error: AppError }>;

/**
 * A course's weekly timetable on /calendar/{course} (ADR 0501): everyone who sees the course reads it; its teachers
 * edit a draft (range and slots), checked whole by the domain before it is sent; the server's issues land on the
 * same fields.
 */
export class TimetableStore {
  readonly timetable = new Loadable((courseGuid: string) => this.gateway.read(courseGuid));
  courseGuid: string | undefined = undefined;
  editing = false;
  saving = false;
  startsOn: CalendarDate = '';
  endsOn: CalendarDate = '';
  slots: SlotDraft[] = [];
  /** Issue codes by path (`/starts_on`, `/slots/1/ends`…), from the domain or the server. */
  issues: Record<string, string> = {};
  private nextKey = 1;

  constructor(private readonly gateway: TimetableGateway) {
    makeAutoObservable<TimetableStore, 'gateway' | 'nextKey'>(this, { gateway: false, timetable: false, nextKey: false }, { autoBind: true });
  }

  async load(courseGuid: string): Promise<void> {
    if (courseGuid !== this.courseGuid) {
      this.timetable.reset();
      this.editing = false;
    }
    this.courseGuid = courseGuid;
    await this.timetable.load(courseGuid);
  }

  get value(): CourseTimetable | undefined {
    return this.timetable.value;
  }

  /** Opens the editor on what is saved; a course without a timetable starts from `today` for about a term. */
  edit(today: CalendarDate): void {
    const saved = this.timetable.value;
    this.startsOn = saved?.startsOn ?? today;
    this.endsOn = saved?.endsOn ?? addDays(today, 90);
    this.slots = (saved?.slots ?? []).map((slot) => ({ ...slot, key: this.nextKey++ }));
    this.issues = {};
    this.editing = true;
  }

  cancel(): void {
    this.editing = false;
    this.issues = {};
  }

  setRange(field: 'startsOn' | 'endsOn', day: CalendarDate): void {
    this[field] = day;
  }

  get canAddSlot(): boolean {
    return this.slots.length < MAX_TIMETABLE_SLOTS;
  }

  /** A new slot after the last one: the next weekday at the same hour, or Monday 09:00 for the first. */
  addSlot(): SlotDraft {
    const last = this.slots[this.slots.length - 1];
    const slot: SlotDraft = last === undefined ? { key: this.nextKey++, weekday: 1, starts: '09:00', ends: '10:00', room: '' } : { ...last, key: this.nextKey++, weekday: last.weekday >= 5 ? 1 : last.weekday + 1 };
    this.slots.push(slot);
    return slot;
  }

  updateSlot(key: number, change: Partial<TimetableSlot>): void {
    const slot = this.slots.find((s) => s.key === key);
    if (slot !== undefined) Object.assign(slot, change);
  }

  removeSlot(key: number): void {
    this.slots = this.slots.filter((s) => s.key !== key);
  }

  /** The issue on a field of the form, if any: `issueAt('/slots/0/ends')`. */
  issueAt(path: string): string | undefined {
    return this.issues[path];
  }

  /** The issue of a slot row by its place now. */
  slotIssue(key: number, field: 'weekday' | 'starts' | 'ends' | 'room'): string | undefined {
    const index = this.slots.findIndex((s) => s.key === key);
    return index < 0 ? undefined : this.issues[`/slots/${index}/${field}`];
  }

  async save(): Promise<TimetableSave> {
    const courseGuid = this.courseGuid;
    if (courseGuid === undefined) return Ok(undefined);
    const draft = { startsOn: this.startsOn, endsOn: this.endsOn, slots: this.slots.map(({ weekday, starts, ends, room }) => ({ weekday, starts, ends, room })) };
    const issues = checkTimetable(draft);
    this.issues = Object.fromEntries(issues.map((issue) => [issue.path, issue.code]));
    if (issues.length > 0) return Err({ kind: 'invalid' });
    this.saving = true;
    const result = await this.gateway.save(courseGuid, draft);
    runInAction(() => {
      this.saving = false;
      if (result.ok) {
        this.timetable.set(result.val);
        this.editing = false;
      } else if (result.val.kind === 'validation' && result.val.details?.length) {
        this.issues = Object.fromEntries(result.val.details.map((detail) => [detail.path, detail.message]));
      }
    });
    if (result.err) return Err(result.val.kind === 'validation' && result.val.details?.length ? { kind: 'invalid' } : { kind: 'failed', error: result.val });
    return Ok(undefined);
  }
}
