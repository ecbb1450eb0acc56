import { makeAutoObservable, observable, runInAction, toJS } from 'mobx';
import { addDays, compareDates, type CalendarDate } from '@domain/calendar/calendarDate';
import { applyAttendanceMarks, attendanceRange, attendanceRate, attendanceSummary, checkAttendanceDay, markWholeClass, type AttendanceCounts, type AttendanceRange, type AttendanceStatus, type SessionAttendance } from '@domain/gradebook/attendance';
import { schoolToday } from '@domain/calendar/monthGrid';
import { Err, Ok, type Result } from '@domain/shared/result';
import type { AttendanceChange, ClassroomStudent } from '@application/gradebook/Classroom';
import type { ClassroomGateway } from '@application/gradebook/ports/ClassroomGateway';
import type { AppError } from '@application/shared/AppError';
import type { Clock } from '@application/shared/ports/Clock';

export type AttendanceLoadStatus = 'idle' | 'loading' | 'ready' | 'failed';
/** What the teacher sees next to the list: nothing yet, a write on its way, everything saved, or marks not saved. */
export type AttendanceSaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** One write of a day: explicit marks and/or the quick fill (sent as one PUT). */
export interface AttendanceBatch {
  day: CalendarDate;
  change: AttendanceChange;
}

export interface AttendanceSummaryRow {
  student: ClassroomStudent;
  counts: AttendanceCounts;
  /** Present and late over the sessions that were not excused, 0–100; null when there is nothing to count. */
  rate: number | null;
}

/** A mark the server did not take, kept so the teacher can send it again. */
export interface UnsavedMark {
  day: CalendarDate;
  studentGuid: string;
  status: AttendanceStatus | null;
}

const ZERO: AttendanceCounts = { present: 0, absent: 0, late: 0, excused: 0, sessions: 0 };

/** Applies one change as the server does: the explicit marks first, then the fill of the students still unmarked. */
function applyChange(marks: SessionAttendance, change: AttendanceChange, students: readonly string[]): Record<string, AttendanceStatus> {
  const marked = applyAttendanceMarks(marks, change.marks ?? {});
  return change.fill === undefined ? marked : markWholeClass(students, marked, change.fill);
}

/**
 * The attendance area (ADR 0233): one school day's marks, saved as the teacher goes, and the counts over a range.
 *
 * Marks are optimistic: what the list shows is the server's last answer for the day with the writes still on their
 * way applied over it. Writes go one at a time, in order (a later choice for a student never loses to an earlier one
 * answering late); marks made while one is in flight join the next write. A write that fails leaves the list (the
 * marks roll back to what the server has) and waits in `unsaved` for Retry, so nothing the teacher chose is lost.
 */
export class AttendanceStore {
  courseGuid = '';
  canWrite = false;
  /** The school's calendar day (the server's answer wins over the device's clock). */
  today: CalendarDate;
  /** The day on screen. */
  day: CalendarDate;
  /** The domain's code when the typed day was refused (future, not a date). */
  dayInputError: string | undefined = undefined;
  students: ClassroomStudent[] = [];

  dayStatus: AttendanceLoadStatus = 'idle';
  dayError: AppError | undefined = undefined;
  summaryStatus: AttendanceLoadStatus = 'idle';
  summaryError: AppError | undefined = undefined;
  range: AttendanceRange;
  rangeError: string | undefined = undefined;

  /** What the server last said, per day (a known day without a session is `{}`). */
  readonly confirmed = observable.map<CalendarDate, Record<string, AttendanceStatus>>();
  inFlight: AttendanceBatch | undefined = undefined;
  queue: AttendanceBatch[] = [];
  unsaved: AttendanceBatch[] = [];
  saveError: AppError | undefined = undefined;
  savedAt: Date | undefined = undefined;

  private draining: Promise<void> | undefined = undefined;
  /** Writes started per day: a read that began before one must not overwrite what the write answered. */
  private readonly writes = new Map<CalendarDate, number>();
  private dayRequest = 0;
  private summaryRequest = 0;

  constructor(
    private readonly gateway: ClassroomGateway,
    private readonly clock: Clock,
  ) {
    this.today = schoolToday(clock.now(), 'UTC');
    this.day = this.today;
    this.range = { from: addDays(this.today, -30), to: this.today };
    makeAutoObservable<AttendanceStore, 'gateway' | 'clock' | 'draining' | 'writes' | 'dayRequest' | 'summaryRequest'>(
      this,
      { gateway: false, clock: false, draining: false, writes: false, dayRequest: false, summaryRequest: false, confirmed: false },
      { autoBind: true },
    );
  }

  /** Opens the area on the school's today (read in `timeZone`) and the last 31 days: one read covers both. */
  async init(courseGuid: string, timeZone: string, canWrite: boolean): Promise<void> {
    this.courseGuid = courseGuid;
    this.canWrite = canWrite;
    this.today = schoolToday(this.clock.now(), timeZone);
    this.day = this.today;
    const range = attendanceRange({}, this.today);
    if (range.ok) this.range = range.val;
    await this.loadRange(this.range, true);
  }

  // ——— the day ———

  get dayReady(): boolean {
    return this.confirmed.has(this.day);
  }

  /** The marks on screen: the server's, with the writes on their way applied in order. */
  marksOf(day: CalendarDate): Record<string, AttendanceStatus> {
    const guids = this.studentGuids;
    let marks: Record<string, AttendanceStatus> = this.confirmed.get(day) ?? {};
    const pending = this.inFlight === undefined ? this.queue : [this.inFlight, ...this.queue];
    for (const batch of pending) if (batch.day === day) marks = applyChange(marks, batch.change, guids);
    return marks;
  }

  get marks(): Record<string, AttendanceStatus> {
    return this.marksOf(this.day);
  }

  markOf(studentGuid: string): AttendanceStatus | undefined {
    return this.marks[studentGuid];
  }

  get unmarkedCount(): number {
    const marks = this.marks;
    return this.students.filter((s) => marks[s.guid] === undefined).length;
  }

  get canGoNext(): boolean {
    return compareDates(this.day, this.today) < 0;
  }

  get isToday(): boolean {
    return this.day === this.today;
  }

  previousDay(): void {
    this.showDay(addDays(this.day, -1));
  }

  nextDay(): void {
    if (this.canGoNext) this.showDay(addDays(this.day, 1));
  }

  goToToday(): void {
    this.showDay(this.today);
  }

  /** A typed or picked day: checked by the domain (a real date, not after today) before it is shown. */
  goToDay(value: string): Result<CalendarDate, string> {
    const checked = checkAttendanceDay(value, this.today);
    if (checked.err) {
      this.dayInputError = checked.val.code;
      return Err(checked.val.code);
    }
    this.showDay(checked.val);
    return Ok(checked.val);
  }

  private showDay(day: CalendarDate): void {
    this.dayInputError = undefined;
    this.day = day;
    void this.loadDay();
  }

  /** Reads the day on screen; a day already read shows at once and refreshes quietly. */
  async loadDay(): Promise<void> {
    const day = this.day;
    const request = ++this.dayRequest;
    if (!this.confirmed.has(day)) this.dayStatus = 'loading';
    this.dayError = undefined;
    const started = this.writes.get(day) ?? 0;
    const result = await this.gateway.attendance(this.courseGuid, { from: day, to: day });
    runInAction(() => {
      if (result.ok) {
        this.students = result.val.students;
        this.today = result.val.today;
        if ((this.writes.get(day) ?? 0) === started) this.confirmed.set(day, result.val.sessions.find((s) => s.day === day)?.marks ?? {});
      }
      if (request !== this.dayRequest) return;
      if (result.err) {
        this.dayStatus = this.confirmed.has(day) ? 'ready' : 'failed';
        this.dayError = result.val;
        return;
      }
      this.dayStatus = 'ready';
    });
  }

  // ——— marking ———

  /** Sets (or, with null, removes) a student's mark for the day on screen; saved in the background. */
  mark(studentGuid: string, status: AttendanceStatus | null): void {
    if (!this.canWrite || !this.dayReady) return;
    if (this.marks[studentGuid] === (status ?? undefined)) return;
    // The newest choice wins over one that failed before.
    this.forgetUnsaved(this.day, studentGuid);
    this.enqueue({ day: this.day, change: { marks: { [studentGuid]: status } } });
  }

  /** The quick entry: every student still without a mark gets `status` (marks already taken stay). */
  markEveryoneUnmarked(status: AttendanceStatus = 'present'): void {
    if (!this.canWrite || !this.dayReady || this.unmarkedCount === 0) return;
    this.enqueue({ day: this.day, change: { fill: status } });
  }

  get saveState(): AttendanceSaveState {
    if (this.inFlight !== undefined || this.queue.length > 0) return 'saving';
    if (this.unsaved.length > 0) return 'failed';
    return this.savedAt === undefined ? 'idle' : 'saved';
  }

  /** The marks that failed, one line per student (a fill counts as one line per student it would have marked). */
  get unsavedMarks(): UnsavedMark[] {
    const lines = new Map<string, UnsavedMark>();
    for (const batch of this.unsaved) {
      for (const [studentGuid, status] of Object.entries(batch.change.marks ?? {})) lines.set(`${batch.day}:${studentGuid}`, { day: batch.day, studentGuid, status });
      if (batch.change.fill !== undefined) {
        const marks = this.marksOf(batch.day);
        for (const s of this.students) if (marks[s.guid] === undefined && !lines.has(`${batch.day}:${s.guid}`)) lines.set(`${batch.day}:${s.guid}`, { day: batch.day, studentGuid: s.guid, status: batch.change.fill });
      }
    }
    return [...lines.values()];
  }

  /** Sends the failed marks again, in the order they were made. */
  retryUnsaved(): void {
    const again = this.unsaved;
    this.unsaved = [];
    this.saveError = undefined;
    for (const batch of again) this.enqueue(batch);
  }

  discardUnsaved(): void {
    this.unsaved = [];
    this.saveError = undefined;
  }

  /** Resolves once every write so far has answered (the page waits on it before deleting a day). */
  whenSaved(): Promise<void> {
    return this.draining ?? Promise.resolve();
  }

  /** Deletes the day on screen (its session and marks), after the writes on their way. */
  async clearDay(): Promise<Result<void, AppError>> {
    const day = this.day;
    await this.whenSaved();
    this.bumpWrites(day);
    const result = await this.gateway.clearAttendance(this.courseGuid, day);
    runInAction(() => {
      if (result.ok) {
        this.confirmed.set(day, {});
        this.unsaved = this.unsaved.filter((batch) => batch.day !== day);
        if (this.unsaved.length === 0) this.saveError = undefined;
      }
    });
    return result;
  }

  private enqueue(batch: AttendanceBatch): void {
    this.bumpWrites(batch.day);
    const last = this.queue.at(-1);
    // Marks join a waiting write of the same day unless it fills (the fill must see them in the order they were made).
    if (last !== undefined && last.day === batch.day && last.change.fill === undefined) {
      last.change = { marks: { ...last.change.marks, ...batch.change.marks }, ...(batch.change.fill === undefined ? {} : { fill: batch.change.fill }) };
    } else {
      this.queue.push({ day: batch.day, change: { ...batch.change } });
    }
    this.draining ??= this.drain();
  }

  private async drain(): Promise<void> {
    for (;;) {
      const batch = runInAction(() => {
        const next = this.queue.shift();
        this.inFlight = next;
        return next;
      });
      if (batch === undefined) break;
      // A plain copy: the adapter never holds the store's observables.
      const result = await this.gateway.markAttendance(this.courseGuid, batch.day, toJS(batch.change));
      runInAction(() => {
        this.inFlight = undefined;
        if (result.ok) {
          this.confirmed.set(batch.day, result.val.marks);
          this.savedAt = this.clock.now();
        } else {
          this.unsaved.push(batch);
          this.saveError = result.val;
        }
      });
    }
    runInAction(() => {
      this.draining = undefined;
    });
  }

  private forgetUnsaved(day: CalendarDate, studentGuid: string): void {
    this.unsaved = this.unsaved
      .map((batch) => {
        if (batch.day !== day || batch.change.marks?.[studentGuid] === undefined) return batch;
        const { [studentGuid]: _dropped, ...marks } = batch.change.marks;
        return { day, change: { ...batch.change, marks } };
      })
      .filter((batch) => batch.change.fill !== undefined || Object.keys(batch.change.marks ?? {}).length > 0);
    if (this.unsaved.length === 0) this.saveError = undefined;
  }

  private bumpWrites(day: CalendarDate): void {
    this.writes.set(day, (this.writes.get(day) ?? 0) + 1);
  }

  // ——— the summary ———

  /** Reads another range for the counts (the domain checks it: from ≤ to, at most a year). */
  async showRange(from: string, to: string): Promise<void> {
    const checked = attendanceRange({ from: from === '' ? undefined : from, to: to === '' ? undefined : to }, this.today);
    if (checked.err) {
      this.rangeError = checked.val.code;
      return;
    }
    this.rangeError = undefined;
    this.range = checked.val;
    await this.loadRange(checked.val, false);
  }

  retrySummary(): Promise<void> {
    return this.loadRange(this.range, !this.dayReady);
  }

  private async loadRange(range: AttendanceRange, forDay: boolean): Promise<void> {
    const request = ++this.summaryRequest;
    this.summaryStatus = 'loading';
    this.summaryError = undefined;
    if (forDay) {
      this.dayStatus = 'loading';
      this.dayError = undefined;
    }
    const started = new Map(this.writes);
    const result = await this.gateway.attendance(this.courseGuid, range);
    runInAction(() => {
      if (result.ok) {
        const record = result.val;
        this.students = record.students;
        if (this.today !== record.today && this.day === this.today) this.day = record.today;
        this.today = record.today;
        const sessions = new Map(record.sessions.map((s) => [s.day, s.marks]));
        // Every day of the range is now known: a day without a session has no marks.
        for (let day = record.from; compareDates(day, record.to) <= 0; day = addDays(day, 1)) {
          if ((this.writes.get(day) ?? 0) !== (started.get(day) ?? 0)) continue;
          this.confirmed.set(day, sessions.get(day) ?? {});
        }
      }
      if (forDay) {
        this.dayStatus = result.ok || this.dayReady ? 'ready' : 'failed';
        this.dayError = result.err ? result.val : undefined;
        if (result.ok && !this.dayReady) void this.loadDay();
      }
      if (request !== this.summaryRequest) return;
      this.summaryStatus = result.ok ? 'ready' : 'failed';
      this.summaryError = result.err ? result.val : undefined;
    });
  }

  /** Counts per student over the range, with the marks on their way: the table moves as the teacher marks. */
  get summary(): AttendanceSummaryRow[] {
    const { from, to } = this.range;
    const sessions: SessionAttendance[] = [];
    const days = new Set<CalendarDate>([...this.confirmed.keys(), ...this.queue.map((b) => b.day), ...(this.inFlight ? [this.inFlight.day] : [])]);
    for (const day of days) if (compareDates(day, from) >= 0 && compareDates(day, to) <= 0) sessions.push(this.marksOf(day));
    const counts = attendanceSummary(sessions);
    return this.students.map((student) => {
      const row = counts.get(student.guid) ?? ZERO;
      return { student, counts: row, rate: attendanceRate(row) };
    });
  }

  /** Days of the range with at least one mark. */
  get sessionsInRange(): number {
    const { from, to } = this.range;
    let count = 0;
    for (const day of this.confirmed.keys()) if (compareDates(day, from) >= 0 && compareDates(day, to) <= 0 && Object.keys(this.marksOf(day)).length > 0) count += 1;
    return count;
  }

  private get studentGuids(): string[] {
    return this.students.map((s) => s.guid);
  }
}
