import { makeAutoObservable, observable, runInAction } from 'mobx';
import { addDays, compareDates, type CalendarDate } from '@domain/calendar/calendarDate';
import { applyAttendanceMarks, attendanceRange, attendanceRate, attendanceSummary, checkAttendanceDay, markWholeClass, type AttendanceCounts, type AttendanceRange, type AttendanceStatus, type SessionAttendance } from '@domain/gradebook/attendance';
import { schoolToday } from '@domain/calendar/monthGrid';
import { Err, Ok, type Result } from '@domain/shared/result';
import type { AttendanceChange, AttendanceRecord, AttendanceSession, ClassroomStudent } from '@application/gradebook/Classroom';
import type { ClassroomGateway } from '@application/gradebook/ports/ClassroomGateway';
import type { AppError } from '@application/shared/AppError';
import { Loadable, type LoadStatus } from '@application/shared/Loadable';
import { WriteQueue } from '@application/shared/WriteQueue';
import type { Clock } from '@application/shared/ports/Clock';

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

/** Marks made one after the other on a day join the write waiting for it, unless that write fills (the fill must see them in order). */
function joinMarks(waiting: AttendanceChange, next: AttendanceChange): AttendanceChange | undefined {
  if (waiting.fill !== undefined) return undefined;
  return { marks: { ...waiting.marks, ...next.marks }, ...(next.fill === undefined ? {} : { fill: next.fill }) };
}

/** Applies one change as the server does: the explicit marks first, then the fill of the students still unmarked. */
function applyChange(marks: SessionAttendance, change: AttendanceChange, students: readonly string[]): Record<string, AttendanceStatus> {
  const marked = applyAttendanceMarks(marks, change.marks ?? {});
  return change.fill === undefined ? marked : markWholeClass(students, marked, change.fill);
}

/**
 * The attendance area (ADR 0233): one school day's marks, saved as the teacher goes, and the counts over a range.
 *
 * Marks are optimistic: what the list shows is the server's last answer for the day with the writes still on their
 * way applied over it. Writes go through the shared write queue, one day's one at a time, in order (a later choice for
 * a student never loses to an earlier one answering late); marks made while one is in flight join the next write. A
 * write that fails leaves the list (the marks roll back to what the server has) and waits in `unsaved` for Retry, so
 * nothing the teacher chose is lost. The day and the range are read through `Loadable`s.
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
  range: AttendanceRange;
  rangeError: string | undefined = undefined;
  savedAt: Date | undefined = undefined;

  /** What the server last said, per day (a known day without a session is `{}`). */
  readonly confirmed = observable.map<CalendarDate, Record<string, AttendanceStatus>>();
  /** One day read (a day already known shows at once and refreshes quietly). */
  readonly dayRead = new Loadable((day: CalendarDate) => this.read({ from: day, to: day }));
  /** The range of the counts (at the start it brings the day on screen too). */
  readonly rangeRead = new Loadable((range: AttendanceRange) => this.read(range));
  readonly writes = new WriteQueue<CalendarDate, AttendanceChange, AttendanceSession>({
    send: ([write]) => this.gateway.markAttendance(this.courseGuid, write.key, write.write),
    merge: joinMarks,
    onFailure: 'keep',
    answered: ([write], result) => {
      if (result.err) return;
      this.confirmed.set(write.key, result.val.marks);
      this.savedAt = this.clock.now();
    },
  });

  /** Writes started per day: a read that began before one must not overwrite what the write answered. */
  private readonly started = new Map<CalendarDate, number>();

  constructor(
    private readonly gateway: ClassroomGateway,
    private readonly clock: Clock,
  ) {
    this.today = schoolToday(clock.now(), 'UTC');
    this.day = this.today;
    this.range = { from: addDays(this.today, -30), to: this.today };
    makeAutoObservable<AttendanceStore, 'gateway' | 'clock' | 'started'>(
      this,
      { gateway: false, clock: false, started: false, confirmed: false, dayRead: false, rangeRead: false, writes: false },
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

  /** A known day is ready (a quiet refresh may be on its way); else where its read stands (at the start, the range's). */
  get dayStatus(): LoadStatus {
    return this.dayReady ? 'ready' : this.dayReading.status;
  }

  get dayError(): AppError | undefined {
    return this.dayReading.error;
  }

  private get dayReading(): Loadable<AttendanceRecord, [CalendarDate]> | Loadable<AttendanceRecord, [AttendanceRange]> {
    return this.dayRead.status === 'idle' ? this.rangeRead : this.dayRead;
  }

  /** The marks on screen: the server's, with the writes on their way applied in order. */
  marksOf(day: CalendarDate): Record<string, AttendanceStatus> {
    const guids = this.studentGuids;
    let marks: Record<string, AttendanceStatus> = this.confirmed.get(day) ?? {};
    for (const change of this.writes.pendingOf(day)) marks = applyChange(marks, change, guids);
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
    await this.dayRead.load(this.day);
  }

  // ——— marking ———

  /** Sets (or, with null, removes) a student's mark for the day on screen; saved in the background. */
  mark(studentGuid: string, status: AttendanceStatus | null): void {
    if (!this.canWrite || !this.dayReady) return;
    if (this.marks[studentGuid] === (status ?? undefined)) return;
    // The newest choice wins over one that failed before.
    this.forgetUnsaved(this.day, studentGuid);
    this.enqueue(this.day, { marks: { [studentGuid]: status } });
  }

  /** The quick entry: every student still without a mark gets `status` (marks already taken stay). */
  markEveryoneUnmarked(status: AttendanceStatus = 'present'): void {
    if (!this.canWrite || !this.dayReady || this.unmarkedCount === 0) return;
    this.enqueue(this.day, { fill: status });
  }

  get saveState(): AttendanceSaveState {
    if (this.writes.busy) return 'saving';
    if (this.writes.failed.length > 0) return 'failed';
    return this.savedAt === undefined ? 'idle' : 'saved';
  }

  /** Writes the server did not take, in the order they were made, waiting for Retry. */
  get unsaved(): AttendanceBatch[] {
    return this.writes.failed.map((write) => ({ day: write.key, change: write.write }));
  }

  get saveError(): AppError | undefined {
    return this.writes.error;
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
    for (const write of this.writes.failed) this.bumpWrites(write.key);
    this.writes.retryFailed();
  }

  discardUnsaved(): void {
    this.writes.discardFailed();
  }

  /** Resolves once every write so far has answered (the page waits on it before deleting a day). */
  whenSaved(): Promise<void> {
    return this.writes.idle();
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
        this.writes.discardFailed(day);
      }
    });
    return result;
  }

  private enqueue(day: CalendarDate, change: AttendanceChange): void {
    this.bumpWrites(day);
    this.writes.enqueue(day, change);
  }

  private forgetUnsaved(day: CalendarDate, studentGuid: string): void {
    this.writes.reviseFailed((change, of) => {
      if (of !== day || change.marks?.[studentGuid] === undefined) return change;
      const { [studentGuid]: _dropped, ...marks } = change.marks;
      return change.fill !== undefined || Object.keys(marks).length > 0 ? { ...change, marks } : undefined;
    });
  }

  private bumpWrites(day: CalendarDate): void {
    this.started.set(day, (this.started.get(day) ?? 0) + 1);
  }

  /**
   * Reads a range: its students and the school's today, and every day of it now known (a day without a session has no
   * marks) except the days written to since the read began, whose write's answer wins.
   */
  private async read(range: AttendanceRange): Promise<Result<AttendanceRecord, AppError>> {
    const started = new Map(this.started);
    const result = await this.gateway.attendance(this.courseGuid, range);
    runInAction(() => {
      if (result.err) return;
      const record = result.val;
      this.students = record.students;
      if (this.today !== record.today && this.day === this.today) this.day = record.today;
      this.today = record.today;
      const sessions = new Map(record.sessions.map((s) => [s.day, s.marks]));
      for (let day = record.from; compareDates(day, record.to) <= 0; day = addDays(day, 1)) {
        if ((this.started.get(day) ?? 0) !== (started.get(day) ?? 0)) continue;
        this.confirmed.set(day, sessions.get(day) ?? {});
      }
    });
    return result;
  }

  // ——— the summary ———

  get summaryStatus(): LoadStatus {
    return this.rangeRead.status;
  }

  get summaryError(): AppError | undefined {
    return this.rangeRead.error;
  }

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
    const result = await this.rangeRead.load(range);
    // The read that was to bring the day on screen missed it (the school's today moved): read the day by itself.
    if (forDay && result.ok && !this.dayReady) void this.loadDay();
  }

  /** Counts per student over the range, with the marks on their way: the table moves as the teacher marks. */
  get summary(): AttendanceSummaryRow[] {
    const { from, to } = this.range;
    const sessions: SessionAttendance[] = [];
    const days = new Set<CalendarDate>([...this.confirmed.keys(), ...this.writes.pendingKeys]);
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
