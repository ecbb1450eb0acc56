import fp from 'fastify-plugin';
import { COURSE_MEMBERS_CHANNEL, LIVE_ROUNDS_CHANNEL } from '../../db/channels';
import type { ChannelListener } from '../../db/Database';
import { NoteFanOut } from './noteFanOut';
import type { LiveRoundNote } from '../../repositories/LiveRoundRepository';
import type { NotificationHub } from './notificationHub';

/** How many courses' students a process keeps (the least recently used are forgotten first). */
const KEPT_COURSES = 2_000;

/**
 * The students of the courses whose live questions this process announced, kept between rounds (ADR 0529): a round's
 * change reaches the streams without a statement. A membership added, changed or removed in any process (a cascade, a
 * sync, a truncate too) arrives on `tiza_course_members` at its commit and makes the course read again next time; while
 * that channel cannot be heard (PostgreSQL's listener is down), nothing is kept and every round reads.
 */
export class CourseStudents implements ChannelListener {
  /** A read in flight is kept too, so a burst of rounds of one course reads once. */
  private readonly kept = new Map<string, Promise<ReadonlySet<string>>>();
  private isLive = false;

  constructor(private readonly read: (courseGuid: string) => Promise<ReadonlySet<string>>) {}

  of(courseGuid: string): Promise<ReadonlySet<string>> {
    const known = this.kept.get(courseGuid);
    if (known) {
      // Most recently used last: the first key is the one to forget.
      this.kept.delete(courseGuid);
      this.kept.set(courseGuid, known);
      return known;
    }
    const reading = this.read(courseGuid);
    if (!this.isLive) return reading;
    this.kept.set(courseGuid, reading);
    // A failed read is not kept; a change heard meanwhile has already removed it (the next round reads anew).
    reading.catch(() => {
      if (this.kept.get(courseGuid) === reading) this.kept.delete(courseGuid);
    });
    if (this.kept.size > KEPT_COURSES) {
      const oldest = this.kept.keys().next().value;
      if (oldest !== undefined) this.kept.delete(oldest);
    }
    return reading;
  }

  /** A course's memberships changed ('*': all of them). */
  message(courseGuid: string): void {
    if (courseGuid === '*') this.kept.clear();
    else this.kept.delete(courseGuid);
  }

  live(isLive: boolean): void {
    // Changes may have gone unheard: forget everything, and keep nothing until they are heard again.
    this.kept.clear();
    this.isLive = isLive;
  }

  /** How many courses are kept (tests). */
  get size(): number {
    return this.kept.size;
  }
}

/**
 * Live questions for the notification streams of this process (ADR 0528): a round opened, closed, revealed or ended in
 * any process arrives on `tiza_live_rounds`; the streams of the course's students in the note's tenant get `event:
 * live`. The course's students come from `CourseStudents` (no statement per round once known, ADR 0529). A lesson page
 * that hears it reads the round again (which checks, as every read, that its reader learns in the course); nothing is
 * stored or replayed (a page reads the round when its stream reconnects).
 */
export class LiveRoundFanOut extends NoteFanOut<LiveRoundNote> {
  constructor(
    private readonly hub: NotificationHub,
    readonly students: CourseStudents,
    onError: (error: unknown) => void,
  ) {
    super(onError);
  }

  protected async deliver(note: LiveRoundNote): Promise<void> {
    if (this.hub.size === 0) return;
    const students = await this.students.of(note.course_guid);
    const change = { course_guid: note.course_guid, lesson_guid: note.lesson_guid, round_guid: note.round_guid, change: note.change };
    for (const userGuid of students) for (const stream of this.hub.of(userGuid)) if (stream.tenantId === note.tenant_id) stream.sendLive(change);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    liveRoundFanOut: LiveRoundFanOut;
  }
}

/** Tells the students' open lesson pages that a live question of their course changed. */
export const liveRoundFanOutPlugin = fp(
  async (app) => {
    const students = new CourseStudents((courseGuid) => app.repos.liveRounds.studentsOf(courseGuid));
    const unlistenMembers = await app.database.listen(COURSE_MEMBERS_CHANNEL, students);
    const fanOut = new LiveRoundFanOut(app.notificationHub, students, (error) => app.log.warn({ err: error }, 'live round fan-out failed'));
    const unlisten = await app.database.listen(LIVE_ROUNDS_CHANNEL, fanOut);
    app.decorate('liveRoundFanOut', fanOut);
    app.addHook('onClose', async () => {
      unlisten();
      unlistenMembers();
    });
  },
  { name: 'liveRoundFanOut', dependencies: ['repositories', 'notificationHub'] },
);
