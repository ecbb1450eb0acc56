import { makeAutoObservable, runInAction } from 'mobx';
import { behaviourSummary, checkBehaviourPoint, MAX_POINT_STUDENTS, type BehaviourCounts, type BehaviourKind } from '@domain/gradebook/behaviour';
import { Err, Ok, type Result } from '@domain/shared/result';
import type { ClassroomStudent, GivenPoint } from '@application/gradebook/Classroom';
import type { ClassroomGateway } from '@application/gradebook/ports/ClassroomGateway';
import { announcement, type Announcement } from '@application/lessons/Announcement';
import { appError, type AppError } from '@application/shared/AppError';
import { Loadable } from '@application/shared/Loadable';

export interface BehaviourSummaryRow {
  student: ClassroomStudent;
  counts: BehaviourCounts;
}

/** How many recent points the list shows before "Show more". */
export const RECENT_POINTS_PAGE = 10;

const ZERO: BehaviourCounts = { positive: 0, needsWork: 0, balance: 0 };

function refusal(path: string, code: string): AppError {
  return appError('validation', 'VALIDATION_FAILED', { details: [{ path, message: code }] });
}

/**
 * The behaviour area (ADR 0233): give a point (positive or needs-work, with a reason) to one or several students, undo
 * the last one given, delete a slip from the recent list, and the counts per student. Giving waits for the server (the
 * undo needs the points' guids); deleting is optimistic and comes back if the server refuses.
 */
export class BehaviourStore {
  courseGuid = '';
  canWrite = false;
  private roster: ClassroomStudent[] = [];
  /** The students the last read counted (undefined before it). */
  private listed: Set<string> | undefined = undefined;
  /** The course's points and who they count for; a later read wins over an earlier one that answers late. */
  readonly read = new Loadable((courseGuid: string) => this.gateway.behaviour(courseGuid));
  /** Newest given first. */
  points: GivenPoint[] = [];
  giving = false;
  /** The points of the last give, for Undo; cleared once undone or when the area reloads. */
  lastGiven: GivenPoint[] = [];
  undoing = false;
  /** A delete or undo the server refused (the points are back in the list). */
  actionError: AppError | undefined = undefined;
  /** For the live region: what just happened, by translation key. */
  announcement: Announcement | undefined = undefined;
  shown = RECENT_POINTS_PAGE;

  constructor(private readonly gateway: ClassroomGateway) {
    makeAutoObservable<BehaviourStore, 'gateway' | 'roster' | 'listed'>(this, { gateway: false, read: false, roster: true, listed: true }, { autoBind: true });
  }

  /** `students`: the course's, as the gradebook lists them (a student reading sees only their own points anyway). */
  async init(courseGuid: string, students: readonly ClassroomStudent[], canWrite: boolean): Promise<void> {
    this.courseGuid = courseGuid;
    this.roster = [...students];
    this.canWrite = canWrite;
    this.lastGiven = [];
    await this.load();
  }

  /** The gradebook read its grid again: new names, same points (and the Undo stays). */
  setStudents(students: readonly ClassroomStudent[]): void {
    this.roster = [...students];
  }

  /** The students the area lists: the gradebook's, narrowed to the rows the server answered (a student: their own). */
  get students(): ClassroomStudent[] {
    const listed = this.listed;
    return listed === undefined ? this.roster : this.roster.filter((s) => listed.has(s.guid));
  }

  async load(): Promise<void> {
    const result = await this.read.load(this.courseGuid);
    runInAction(() => {
      if (!this.read.holds(result) || result.err) return;
      this.points = result.val.points;
      // A student reading is answered with their own row only: show what the server shows.
      this.listed = new Set(result.val.summary.map((row) => row.studentGuid));
    });
  }

  studentOf(guid: string): ClassroomStudent | undefined {
    return this.students.find((s) => s.guid === guid);
  }

  /**
   * Gives the same point to each student. The domain checks the reason first (the form does too), so a refusal here
   * never reaches the server. The new points go on top of the list and become the ones Undo takes back.
   */
  async give(point: { studentGuids: string[]; kind: BehaviourKind; reason: string }): Promise<Result<GivenPoint[], AppError>> {
    if (!this.canWrite) return Err(appError('forbidden', 'FORBIDDEN'));
    if (point.studentGuids.length === 0) return Err(refusal('/student_guids', 'behaviour.no-students'));
    if (point.studentGuids.length > MAX_POINT_STUDENTS) return Err(refusal('/student_guids', 'behaviour.too-many-students'));
    const checked = checkBehaviourPoint({ studentGuid: point.studentGuids[0] ?? '', kind: point.kind, reason: point.reason });
    if (checked.err) return Err(refusal('/reason', checked.val.code));
    this.giving = true;
    this.actionError = undefined;
    const result = await this.gateway.givePoints(this.courseGuid, { studentGuids: point.studentGuids, kind: point.kind, reason: checked.val.reason });
    runInAction(() => {
      this.giving = false;
      if (result.err) return;
      this.points = [...result.val, ...this.points];
      this.lastGiven = result.val;
      this.announcement = announcement(point.kind === 'positive' ? 'behaviour.announce.givenPositive' : 'behaviour.announce.givenNeedsWork', {
        count: result.val.length,
        names: this.namesOf(result.val),
      });
    });
    return result.ok ? Ok(result.val) : result;
  }

  /** Takes back the last points given (all the students of that give). */
  async undoLast(): Promise<void> {
    const undone = this.lastGiven;
    if (undone.length === 0 || this.undoing) return;
    this.undoing = true;
    this.actionError = undefined;
    const failed = await this.removeAll(undone);
    runInAction(() => {
      this.undoing = false;
      this.lastGiven = failed;
      if (failed.length === 0) this.announcement = announcement('behaviour.announce.undone', { count: undone.length, names: this.namesOf(undone) });
    });
  }

  /** Deletes one point from the list (a slip); it comes back if the server refuses. */
  async remove(pointGuid: string): Promise<void> {
    const point = this.points.find((p) => p.guid === pointGuid);
    if (point === undefined || !this.canWrite) return;
    this.actionError = undefined;
    const failed = await this.removeAll([point]);
    runInAction(() => {
      this.lastGiven = this.lastGiven.filter((p) => p.guid !== pointGuid || failed.length > 0);
      if (failed.length === 0) this.announcement = announcement('behaviour.announce.deleted', { names: this.namesOf([point]) });
    });
  }

  private async removeAll(points: readonly GivenPoint[]): Promise<GivenPoint[]> {
    const guids = new Set(points.map((p) => p.guid));
    this.points = this.points.filter((p) => !guids.has(p.guid));
    const results = await Promise.all(points.map((p) => this.gateway.deletePoint(this.courseGuid, p.guid)));
    // A point already gone (404) is what the teacher wanted.
    const failed = points.filter((_, index) => {
      const result = results[index];
      return result !== undefined && result.err && result.val.kind !== 'not-found';
    });
    runInAction(() => {
      if (failed.length === 0) return;
      // Back in their places, newest given first (a stable sort keeps the order of points given together).
      this.points = [...this.points, ...failed].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      const error = results.find((r) => r.err && r.val.kind !== 'not-found');
      this.actionError = error?.err ? error.val : undefined;
    });
    return failed;
  }

  get summary(): BehaviourSummaryRow[] {
    const counts = behaviourSummary(this.points);
    return this.students.map((student) => ({ student, counts: counts.get(student.guid) ?? ZERO }));
  }

  get recentPoints(): GivenPoint[] {
    return this.points.slice(0, this.shown);
  }

  get hasMore(): boolean {
    return this.points.length > this.shown;
  }

  showMore(): void {
    this.shown += RECENT_POINTS_PAGE;
  }

  // Full names, as the list and the Undo bar show them: two Martas in a class are told apart.
  private namesOf(points: readonly GivenPoint[]): string {
    return points
      .map((p) => this.studentOf(p.studentGuid))
      .flatMap((s) => (s === undefined ? [] : [`${s.name} ${s.lastname}`]))
      .join(', ');
  }
}
