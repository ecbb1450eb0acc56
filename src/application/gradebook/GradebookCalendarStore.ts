import { makeAutoObservable, observable } from 'mobx';
import { addDays, type CalendarDate } from '@domain/calendar/calendarDate';
import { addMonthsToDate, firstDayOfMonth, monthGrid, monthOf, startOfWeek, schoolToday, type CalendarMonth } from '@domain/calendar/monthGrid';
import { gradingEventsByDay, type DayEvents } from '@domain/gradebook/analysis';
import type { Clock } from '@application/shared/ports/Clock';
import type { Gradebook, GradebookItem } from '@application/gradebook/Gradebook';

export interface CalendarDay {
  date: CalendarDate;
  inMonth: boolean;
  isToday: boolean;
  /** The items and columns due that day, by due time. */
  events: GradebookItem[];
}

/**
 * The calendar area: a month of grading events (the due dates of items and columns, read as the school's
 * wall clock), "today" in the school's zone, month navigation and the day that has the keyboard focus.
 */
export class GradebookCalendarStore {
  gradebook: Gradebook | undefined = undefined;
  month: CalendarMonth | undefined = undefined;
  /** The day the grid's roving focus sits on; always inside `month`. */
  focusedDay: CalendarDate | undefined = undefined;
  today: CalendarDate | undefined = undefined;

  constructor(private readonly clock: Clock) {
    makeAutoObservable<GradebookCalendarStore, 'clock'>(this, { gradebook: observable.ref, clock: false }, { autoBind: true });
  }

  /** The first grid opens on the school's current month, today focused. */
  setGradebook(gradebook: Gradebook): void {
    this.gradebook = gradebook;
    this.today = schoolToday(this.clock.now(), gradebook.timeZone);
    if (this.month === undefined) this.focus(this.today);
  }

  previousMonth(): void {
    this.moveMonths(-1);
  }

  nextMonth(): void {
    this.moveMonths(1);
  }

  goToToday(): void {
    if (this.today !== undefined) this.focus(this.today);
  }

  /** Moves the focused day (arrows ±1, ±7); crossing the month's edge turns the page. */
  moveFocus(days: number): void {
    if (this.focusedDay !== undefined) this.focus(addDays(this.focusedDay, days));
  }

  /** Moves the focused day by months (Page Up / Page Down), kept inside the target month. */
  moveMonths(months: number): void {
    const from = this.focusedDay ?? (this.month === undefined ? undefined : firstDayOfMonth(this.month));
    if (from !== undefined) this.focus(addMonthsToDate(from, months));
  }

  /** Home / End: the Monday or Sunday of the focused day's week. */
  moveToWeekEdge(edge: 'start' | 'end'): void {
    if (this.focusedDay === undefined) return;
    const monday = startOfWeek(this.focusedDay);
    this.focus(edge === 'start' ? monday : addDays(monday, 6));
  }

  focus(day: CalendarDate): void {
    this.focusedDay = day;
    this.month = monthOf(day);
  }

  get eventDays(): DayEvents<GradebookItem>[] {
    return gradingEventsByDay(this.gradebook?.items ?? []);
  }

  get weeks(): CalendarDay[][] {
    if (this.month === undefined) return [];
    const byDay = new Map(this.eventDays.map((d) => [d.day, d.events]));
    return monthGrid(this.month).map((week) => week.map((day) => ({ ...day, isToday: day.date === this.today, events: day.inMonth ? (byDay.get(day.date) ?? []) : [] })));
  }

  /** The month's days that have events, in order (the list read by screen readers). */
  get monthEvents(): DayEvents<GradebookItem>[] {
    const month = this.month;
    return month === undefined ? [] : this.eventDays.filter((d) => monthOf(d.day) === month);
  }

  get eventCount(): number {
    return this.monthEvents.reduce((sum, d) => sum + d.events.length, 0);
  }

  get isCurrentMonth(): boolean {
    return this.today !== undefined && this.month === monthOf(this.today);
  }
}

