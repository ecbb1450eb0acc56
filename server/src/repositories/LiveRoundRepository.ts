import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { LiveRoundChangeDto } from '@contract/liveRounds';
import type { Answer, Outcome } from '@domain/assessments/questionModel';
import type { LiveQuestion, LiveQuestionType, RoundState } from '@domain/projection/liveRound';
import { LIVE_ROUNDS_CHANNEL } from '../db/channels';
import type { Db } from '../db/Database';
import { courseMembers, liveAnswers, liveRounds, projectionSessions, users } from '../db/schema';

/** A live round as the server keeps it. */
export interface LiveRoundRow {
  guid: string;
  tenantId: string;
  projectionGuid: string;
  courseGuid: string;
  lessonGuid: string;
  ownerGuid: string;
  questionType: LiveQuestionType;
  prompt: string;
  data: Record<string, unknown>;
  points: number;
  state: RoundState;
  namesShown: boolean;
  columnGuid: string | null;
}

export interface LiveAnswerRow {
  studentGuid: string;
  name: string;
  lastname: string;
  answer: Answer;
  points: number;
  outcome: Outcome;
}

/** What `tiza_live_rounds` carries (ADR 0528): a round changed, for the students of its course. */
export interface LiveRoundNote extends LiveRoundChangeDto {
  /** Heard once per process (PostgreSQL may deliver a process's own note twice). */
  id: string;
  tenant_id: string;
}

/** The round's question as the tests' scoring reads it (its data was checked by the domain when launched). */
export function roundQuestion(round: LiveRoundRow): LiveQuestion {
  return { guid: round.guid, type: round.questionType, points: round.points, data: round.data } as LiveQuestion;
}

const columns = {
  guid: liveRounds.guid,
  tenantId: liveRounds.tenantId,
  projectionGuid: liveRounds.projectionGuid,
  courseGuid: liveRounds.courseGuid,
  lessonGuid: liveRounds.lessonGuid,
  ownerGuid: liveRounds.ownerGuid,
  questionType: sql<LiveQuestionType>`${liveRounds.questionType}`,
  prompt: liveRounds.prompt,
  data: liveRounds.data,
  points: liveRounds.points,
  state: sql<RoundState>`${liveRounds.state}`,
  namesShown: liveRounds.namesShown,
  columnGuid: liveRounds.columnGuid,
};

/** Live questions of projections and their answers (ADR 0527). */
export class LiveRoundRepository {
  constructor(private readonly db: Db) {}

  async insert(values: Omit<LiveRoundRow, 'guid' | 'state' | 'namesShown' | 'columnGuid'>): Promise<string> {
    const [row] = await this.db.insert(liveRounds).values(values).returning({ guid: liveRounds.guid });
    if (!row) throw new Error('live round insert returned nothing');
    return row.guid;
  }

  /** Ends the projection's rounds not ended yet (a launch ends the one before); answers those it ended. */
  async endRunning(projectionGuid: string): Promise<LiveRoundRow[]> {
    return this.db
      .update(liveRounds)
      .set({ state: 'ended' })
      .where(and(eq(liveRounds.projectionGuid, projectionGuid), ne(liveRounds.state, 'ended')))
      .returning(columns);
  }

  /** The projection's round not ended yet, if any. */
  async runningOf(projectionGuid: string): Promise<LiveRoundRow | undefined> {
    const [row] = await this.db
      .select(columns)
      .from(liveRounds)
      .where(and(eq(liveRounds.projectionGuid, projectionGuid), ne(liveRounds.state, 'ended')))
      .orderBy(desc(liveRounds.createdAt))
      .limit(1);
    return row;
  }

  /** The newest round of a lesson not ended yet (a student's lesson page shows it). */
  async runningInLesson(lessonGuid: string): Promise<LiveRoundRow | undefined> {
    const [row] = await this.db
      .select(columns)
      .from(liveRounds)
      .where(and(eq(liveRounds.lessonGuid, lessonGuid), ne(liveRounds.state, 'ended')))
      .orderBy(desc(liveRounds.createdAt))
      .limit(1);
    return row;
  }

  async byGuid(guid: string): Promise<LiveRoundRow | undefined> {
    const [row] = await this.db.select(columns).from(liveRounds).where(eq(liveRounds.guid, guid)).limit(1);
    return row;
  }

  /** Locked for a change: actions, answers and saving apply one after the other. */
  async lock(guid: string): Promise<LiveRoundRow | undefined> {
    const [row] = await this.db.select(columns).from(liveRounds).where(eq(liveRounds.guid, guid)).for('update').limit(1);
    return row;
  }

  async update(guid: string, values: { state?: RoundState; namesShown?: boolean; columnGuid?: string }): Promise<void> {
    await this.db.update(liveRounds).set(values).where(eq(liveRounds.guid, guid));
  }

  /** The round's answers with their students' names, in the order they came. */
  async answers(roundGuid: string): Promise<LiveAnswerRow[]> {
    const rows = await this.db
      .select({ studentGuid: liveAnswers.studentGuid, name: users.name, lastname: users.lastname, answer: liveAnswers.answer, points: liveAnswers.points, outcome: liveAnswers.outcome })
      .from(liveAnswers)
      .innerJoin(users, eq(users.guid, liveAnswers.studentGuid))
      .where(eq(liveAnswers.roundGuid, roundGuid))
      .orderBy(asc(liveAnswers.createdAt), asc(liveAnswers.studentGuid));
    return rows.map((row) => ({ ...row, answer: row.answer as Answer, outcome: row.outcome as Outcome }));
  }

  async answerOf(roundGuid: string, studentGuid: string): Promise<{ answer: Answer; outcome: Outcome } | undefined> {
    const [row] = await this.db
      .select({ answer: liveAnswers.answer, outcome: liveAnswers.outcome })
      .from(liveAnswers)
      .where(and(eq(liveAnswers.roundGuid, roundGuid), eq(liveAnswers.studentGuid, studentGuid)))
      .limit(1);
    return row && { answer: row.answer as Answer, outcome: row.outcome as Outcome };
  }

  /** Keeps a student's first answer; false when they had one already. */
  async insertAnswer(values: { roundGuid: string; studentGuid: string; answer: Answer; points: number; outcome: Outcome }): Promise<boolean> {
    const inserted = await this.db
      .insert(liveAnswers)
      .values({ ...values, answer: values.answer as unknown as Record<string, unknown> })
      .onConflictDoNothing()
      .returning({ roundGuid: liveAnswers.roundGuid });
    return inserted.length > 0;
  }

  /** The course's students (the class a round is answered by). */
  async classSize(courseGuid: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(courseMembers)
      .where(and(eq(courseMembers.courseGuid, courseGuid), eq(courseMembers.role, 'student')));
    return Number(row?.n ?? 0);
  }

  /** Everyone who learns in the course (course role 'student'): the fan-out keeps it until the course's members change. */
  async studentsOf(courseGuid: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ userGuid: courseMembers.userGuid })
      .from(courseMembers)
      .where(and(eq(courseMembers.courseGuid, courseGuid), eq(courseMembers.role, 'student')));
    return new Set(rows.map((row) => row.userGuid));
  }

  /** Whether the person learns in the course (course role 'student'). */
  async isStudentOf(courseGuid: string, userGuid: string): Promise<boolean> {
    const [row] = await this.db
      .select({ role: courseMembers.role })
      .from(courseMembers)
      .where(and(eq(courseMembers.courseGuid, courseGuid), eq(courseMembers.userGuid, userGuid)))
      .limit(1);
    return row?.role === 'student';
  }

  /** Tells the projection's projector and remote (its trigger notifies every process at the commit). */
  async touchProjection(projectionGuid: string): Promise<void> {
    await this.db
      .update(projectionSessions)
      .set({ version: sql`${projectionSessions.version} + 1` })
      .where(eq(projectionSessions.guid, projectionGuid));
  }

  /** Tells the students of the round's course, in every process, at the commit (ADR 0528). */
  async announce(round: Pick<LiveRoundRow, 'guid' | 'tenantId' | 'courseGuid' | 'lessonGuid'>, change: LiveRoundChangeDto['change']): Promise<void> {
    const note: LiveRoundNote = { id: randomUUID(), tenant_id: round.tenantId, course_guid: round.courseGuid, lesson_guid: round.lessonGuid, round_guid: round.guid, change };
    await this.db.execute(sql`select pg_notify(${LIVE_ROUNDS_CHANNEL}, ${JSON.stringify(note)})`);
  }
}
