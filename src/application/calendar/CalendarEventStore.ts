import { makeAutoObservable, runInAction } from 'mobx';
import type { CalendarDate } from '@domain/calendar/calendarDate';
import { checkCalendarEvent, type CalendarEventDraft } from '@domain/calendar/calendarEvents';
import type { AppError } from '@application/shared/AppError';
import type { CalendarEntry } from '@application/calendar/CalendarEntry';
import type { CalendarEventGateway } from '@application/calendar/ports/CalendarEventGateway';

type Path = '/title' | '/starts_on' | '/ends_on' | '/starts' | '/ends';

/**
 * The event dialog on /calendar (ADR 0504): a teacher adds an event of their own, or opens one to change or remove
 * it. The domain checks the draft whole before it is sent; the server's issues land on the same fields; the typing is
 * kept until it is saved.
 */
export class CalendarEventStore {
  /** `'new'`, the guid of the event being changed, or undefined: the dialog is closed. */
  editing: string | undefined = undefined;
  title = '';
  allDay = false;
  startsOn: CalendarDate = '';
  endsOn: CalendarDate = '';
  starts = '16:00';
  ends = '17:00';
  issues: Partial<Record<Path, string>> = {};
  busy: 'saving' | 'removing' | undefined = undefined;
  error: AppError | undefined = undefined;

  constructor(private readonly gateway: CalendarEventGateway) {
    makeAutoObservable<CalendarEventStore, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  /** A new event on `day`, an hour from 16:00 (after classes): the commonest teachers' meeting. */
  create(day: CalendarDate): void {
    this.reset('new');
    this.startsOn = day;
    this.endsOn = day;
  }

  open(entry: CalendarEntry): void {
    this.reset(entry.guid);
    this.title = entry.title;
    this.allDay = entry.allDay;
    this.startsOn = entry.startDay;
    this.endsOn = entry.endDay;
    if (!entry.allDay) {
      this.starts = entry.start.slice(11, 16);
      this.ends = entry.end.slice(11, 16);
    }
  }

  close(): void {
    this.editing = undefined;
  }

  private reset(editing: string): void {
    this.editing = editing;
    this.title = '';
    this.allDay = false;
    this.starts = '16:00';
    this.ends = '17:00';
    this.issues = {};
    this.error = undefined;
  }

  setTitle(value: string): void {
    this.title = value;
  }

  setAllDay(value: boolean): void {
    this.allDay = value;
  }

  setStartsOn(value: string): void {
    // Moving the first day past the last carries the last along.
    if (this.endsOn === '' || this.endsOn === this.startsOn || value > this.endsOn) this.endsOn = value;
    this.startsOn = value;
  }

  setEndsOn(value: string): void {
    this.endsOn = value;
  }

  setStarts(value: string): void {
    this.starts = value;
  }

  setEnds(value: string): void {
    this.ends = value;
  }

  issue(path: Path): string | undefined {
    return this.issues[path];
  }

  private get draft(): CalendarEventDraft {
    // A timed event from the dialog is on one day; an all-day one may span several.
    return { title: this.title, startsOn: this.startsOn, endsOn: this.allDay ? this.endsOn : this.startsOn, starts: this.allDay ? null : this.starts, ends: this.allDay ? null : this.ends };
  }

  /** True when saved (the dialog closes); false keeps it open with its issues or the error. */
  async save(): Promise<boolean> {
    const editing = this.editing;
    if (editing === undefined || this.busy !== undefined) return false;
    const draft = this.draft;
    const issues = checkCalendarEvent(draft);
    if (issues.length > 0) {
      this.issues = Object.fromEntries(issues.map((issue) => [issue.path, issue.code]));
      return false;
    }
    this.busy = 'saving';
    this.issues = {};
    this.error = undefined;
    const result = editing === 'new' ? await this.gateway.add(draft) : await this.gateway.change(editing, draft);
    runInAction(() => {
      this.busy = undefined;
      if (result.ok) {
        this.close();
        return;
      }
      const details = result.val.kind === 'validation' ? (result.val.details ?? []) : [];
      if (details.length > 0) this.issues = Object.fromEntries(details.map((detail) => [detail.path, detail.message]));
      else this.error = result.val;
    });
    return result.ok;
  }

  async remove(): Promise<boolean> {
    const editing = this.editing;
    if (editing === undefined || editing === 'new' || this.busy !== undefined) return false;
    this.busy = 'removing';
    this.error = undefined;
    const result = await this.gateway.remove(editing);
    runInAction(() => {
      this.busy = undefined;
      if (result.ok) this.close();
      else this.error = result.val;
    });
    return result.ok;
  }
}
