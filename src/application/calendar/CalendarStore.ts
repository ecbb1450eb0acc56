import { makeAutoObservable, observable } from 'mobx';
import { addDays, type CalendarDate } from '@domain/calendar/calendarDate';
import { addMonthsToDate, schoolToday } from '@domain/calendar/monthGrid';
import { daysFrom, entriesOnDay, isSchoolDay, monthWeeks, weekDays, type WeekStart } from '@domain/calendar/schoolDays';
import { Loadable } from '@application/shared/Loadable';
import type { Clock } from '@application/shared/ports/Clock';
import type { CalendarEntry } from '@application/calendar/CalendarEntry';
import type { CalendarGateway } from '@application/calendar/ports/CalendarGateway';

export const CALENDAR_VIEWS = ['month', 'week', 'day', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** How many days the agenda lists from its first day. */
export const AGENDA_DAYS = 30;

export interface CalendarDayView {
  date: CalendarDate;
  inMonth: boolean;
  isToday: boolean;
  /** A weekend or a non-school day of the school or the course. */
  closed: boolean;
  entries: CalendarEntry[];
}

/**
 * /calendar and /calendar/{course}: which view (month, week, agenda), the day that has the focus (the cursor every
 * view is laid around), and the read of the days the view shows; a move outside what was read reads again.
 */
export class CalendarStore {
  readonly read = new Loadable((from: CalendarDate, to: CalendarDate, courseGuid: string | undefined) => this.gateway.read(from, to, courseGuid));
  courseGuid: string | undefined = undefined;
  view: CalendarView = 'month';
  cursor: CalendarDate;
  weekStart: WeekStart = 1;
  /** Which entries the views show: all of them, or what a screen narrows to (the gradebook's area: its grading entries). */
  shows: (entry: CalendarEntry) => boolean = () => true;
  private started = false;

  constructor(
    private readonly gateway: CalendarGateway,
    private readonly clock: Clock,
  ) {
    this.cursor = schoolToday(clock.now(), 'UTC');
    makeAutoObservable<CalendarStore, 'gateway' | 'clock' | 'started'>(this, { gateway: false, clock: false, read: false, started: false, shows: observable.ref }, { autoBind: true });
  }

  /** Opens a calendar (the caller's, or a course's) on today, in the given view. */
  async open(courseGuid: string | undefined, view: CalendarView, weekStart: WeekStart): Promise<void> {
    const same = this.started && this.courseGuid === courseGuid;
    this.courseGuid = courseGuid;
    this.view = view;
    this.weekStart = weekStart;
    this.started = true;
    if (!same) this.cursor = this.today;
    await this.sync(!same);
  }

  /** The school's day now: the server's once it answered, the clock's until then. */
  get today(): CalendarDate {
    return this.read.value?.today ?? schoolToday(this.clock.now(), 'UTC');
  }

  get range(): { from: CalendarDate; to: CalendarDate } {
    if (this.view === 'week') {
      const days = weekDays(this.cursor, this.weekStart);
      return { from: days[0] ?? this.cursor, to: days[6] ?? this.cursor };
    }
    if (this.view === 'agenda') return { from: this.cursor, to: addDays(this.cursor, AGENDA_DAYS - 1) };
    if (this.view === 'day') return { from: this.cursor, to: this.cursor };
    const weeks = monthWeeks(`${this.cursor.slice(0, 7)}-01`, this.weekStart);
    return { from: weeks[0]?.[0]?.date ?? this.cursor, to: weeks[weeks.length - 1]?.[6]?.date ?? this.cursor };
  }

  /** Narrows what the views show; the read, the closed days and the cursor stay as they are. */
  showOnly(shows: (entry: CalendarEntry) => boolean): void {
    this.shows = shows;
  }

  setView(view: CalendarView): void {
    this.view = view;
    void this.sync();
  }

  /** The previous or next month, week, day or agenda page. */
  page(direction: 1 | -1): void {
    if (this.view === 'month') this.focus(addMonthsToDate(this.cursor, direction));
    else this.focus(addDays(this.cursor, direction * (this.view === 'week' ? 7 : this.view === 'day' ? 1 : AGENDA_DAYS)));
  }

  goToToday(): void {
    this.focus(this.today);
  }

  /** Arrows: ±1 day, ±7 days. */
  moveFocus(days: number): void {
    this.focus(addDays(this.cursor, days));
  }

  /** Page Up / Page Down in the month grid: the same day a month away. */
  moveMonths(months: number): void {
    this.focus(addMonthsToDate(this.cursor, months));
  }

  /** Home / End: the first or last day of the focused week. */
  moveToWeekEdge(edge: 'start' | 'end'): void {
    const days = weekDays(this.cursor, this.weekStart);
    this.focus((edge === 'start' ? days[0] : days[6]) ?? this.cursor);
  }

  focus(day: CalendarDate): void {
    this.cursor = day;
    void this.sync();
  }

  async retry(): Promise<void> {
    await this.sync(true);
  }

  /** Reads the view's days unless the last read holds them. */
  private async sync(force = false): Promise<void> {
    const { from, to } = this.range;
    const held = this.read.value;
    // Only a settled read covers: while a newer one is on its way, the held days are about to be replaced.
    const covered = held !== undefined && this.read.status === 'ready' && held.from <= from && to <= held.to;
    if (!force && covered) return;
    const result = await this.read.load(from, to, this.courseGuid);
    // The first answer tells the school's today: a calendar opened on the device's day moves to it.
    if (result.ok && this.read.holds(result) && held === undefined && this.cursor !== result.val.today && this.cursor === schoolToday(this.clock.now(), 'UTC')) {
      this.cursor = result.val.today;
    }
  }

  private get entries(): CalendarEntry[] {
    return (this.read.value?.entries ?? []).filter(this.shows);
  }

  private get closedStretches() {
    return (this.read.value?.entries ?? []).filter((e) => e.kind === 'non_school_day').map((e) => ({ startsOn: e.startDay, endsOn: e.endDay }));
  }

  dayView(date: CalendarDate, inMonth = true): CalendarDayView {
    return { date, inMonth, isToday: date === this.today, closed: !isSchoolDay(date, this.closedStretches), entries: entriesOnDay(this.entries, date) };
  }

  /** The month grid's weeks. */
  get weeks(): CalendarDayView[][] {
    return monthWeeks(`${this.cursor.slice(0, 7)}-01`, this.weekStart).map((week) => week.map((day) => this.dayView(day.date, day.inMonth)));
  }

  /** The week view's seven days. */
  get week(): CalendarDayView[] {
    return weekDays(this.cursor, this.weekStart).map((day) => this.dayView(day));
  }

  /** The agenda: the days of its range that hold an entry. */
  get agenda(): CalendarDayView[] {
    const { from, to } = this.range;
    return daysFrom(from, to)
      .map((day) => this.dayView(day))
      .filter((day) => day.entries.length > 0);
  }

  /** The focused day with what falls on it (the month view's day panel). */
  get focusedDay(): CalendarDayView {
    return this.dayView(this.cursor);
  }

  /** A course the caller does not see (or that is gone): the page says so, with no retry. */
  get isNotFound(): boolean {
    return this.read.error?.kind === 'not-found';
  }

  /** Whether the view shows today already. */
  get showsToday(): boolean {
    const { from, to } = this.range;
    return from <= this.today && this.today <= to && this.cursor === this.today;
  }
}
