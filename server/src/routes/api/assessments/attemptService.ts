// Taking an assessment: start or resume, save answers, submit, and the server closing attempts whose time is up.
// Scores come from the domain only (scoreAnswer, attemptTotal); time from this server's clock (ADR 0223).
import { eq } from 'drizzle-orm';
import { validateAnswer, emptyAnswer } from '@domain/assessments/answers';
import {
  acceptsAnswers,
  attemptDeadline,
  DEFAULT_ASSESSMENT_SETTINGS,
  mustAutoSubmit,
  nextJobStatus,
  SAVE_GRACE_SECONDS,
  startDecision,
  validateAssessmentSettings,
  type AssessmentSettings,
} from '@domain/assessments/attemptRules';
import { toPlayerQuestion } from '@domain/assessments/playerView';
import type { Answer, AuthoredQuestion, Outcome, QuestionScore } from '@domain/assessments/questionModel';
import { parseQuestionType } from '@domain/assessments/questionTypes';
import { attemptTotal, scoreAnswer, type AttemptTotal } from '@domain/assessments/scoring';
import { parseTestDuration } from '@domain/assessments/testDuration';
import { isViewOnlyForStudents } from '@domain/gradebook/publishing';
import { deliveryWindow, isLateHandIn } from '@domain/lessons/deliverDate';
import type { Db } from '../../../db/Database';
import { lessonItems } from '../../../db/schema';
import type { Caller } from '../../../plugins/app/Caller';
import { notFound } from '../../../errors/ApiError';
import { AttemptRepository, type AnswerRow, type AttemptContextRow, type AttemptRow, type QuestionRow } from '../../../repositories/AttemptRepository';
import { FileRepository } from '../../../repositories/FileRepository';
import { JobRepository, type AssessmentJob } from '../../../repositories/JobRepository';
import { ProgressRepository } from '../../../repositories/ProgressRepository';
import { fileUrlKey, signedFileUrl } from '../../../storage/signing';
import type { MediaRef } from '../../../storage/media';
import { requireItem, type ItemAccess } from '../media/access';
import type { AnswerItem, AttemptDto, AttemptSummaryDto, PlayerQuestionDto } from '@contract/attempts';
import { attemptError } from './attemptErrors';

export const ASSESSMENT = 'CTTY_09';

/** The assessment's settings as stored in the item; anything unreadable falls back to the defaults. */
export function settingsOf(data: Record<string, unknown>): AssessmentSettings {
  const parsed = validateAssessmentSettings(data);
  return parsed.ok ? parsed.val : DEFAULT_ASSESSMENT_SETTINGS;
}

export interface AssessmentAccess extends ItemAccess {
  settings: AssessmentSettings;
  gradesPublishedAt: Date | null;
}

/**
 * The CTTY_09 item as the caller relates to it: 404 when they may not see it, then `gate` (the route's role check,
 * 403), then 400 NOT_AN_ASSESSMENT for another type.
 */
export async function requireAssessment(db: Db, caller: Caller, itemGuid: string, gate: (item: ItemAccess) => void = () => {}): Promise<AssessmentAccess> {
  const item = await requireItem(db, caller, itemGuid);
  gate(item);
  if (item.contentType !== ASSESSMENT) throw attemptError(400, 'NOT_AN_ASSESSMENT');
  const [row] = await db.select({ publishedAt: lessonItems.gradesPublishedAt }).from(lessonItems).where(eq(lessonItems.guid, item.itemGuid)).limit(1);
  return { ...item, settings: settingsOf(item.data), gradesPublishedAt: row?.publishedAt ?? null };
}

/** A stored question as the domain reads it (question_data was validated by the domain before it was stored). */
export function authored(question: QuestionRow): AuthoredQuestion {
  const type = parseQuestionType(question.type) ?? 'QT_1';
  return { guid: question.guid, type, points: Number(question.points), data: question.data } as AuthoredQuestion;
}

export function playerQuestion(question: QuestionRow, seed: string): PlayerQuestionDto {
  return {
    question_guid: question.guid,
    content_guid: question.guid,
    type: question.type,
    position: question.position,
    content_name: question.name,
    content_description: question.description,
    ranking_scale: Number(question.points),
    player_data: toPlayerQuestion(authored(question), seed).data,
  };
}

export const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

export function secondsLeftOf(attempt: Pick<AttemptRow, 'status' | 'deadlineAt'>, now: Date): number | null {
  if (attempt.deadlineAt === null) return null;
  if (attempt.status === 'submitted') return 0;
  return Math.max(0, Math.ceil((attempt.deadlineAt.getTime() - now.getTime()) / 1000));
}

/** A summary of an attempt; its score only for readers who may see scores. */
export function attemptSummary(attempt: AttemptRow, showScore: boolean): AttemptSummaryDto {
  return {
    guid: attempt.guid,
    number: attempt.number,
    status: attempt.status,
    started_at: attempt.startedAt.toISOString(),
    submitted_at: iso(attempt.submittedAt),
    auto_submitted: attempt.autoSubmitted,
    score: showScore ? attempt.score : null,
  };
}

/** File guids a question's player data or an answer names (images, hand-in files, recordings). */
export function fileGuidsIn(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) fileGuidsIn(item, out);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if ((key === 'file_guid' || key.endsWith('_file_guid')) && typeof inner === 'string') out.add(inner.toLowerCase());
      else if (key === 'file_guids' && Array.isArray(inner)) for (const g of inner) if (typeof g === 'string') out.add(g.toLowerCase());
      else fileGuidsIn(inner, out);
    }
  }
  return out;
}

/**
 * Signed MediaRefs of the course's files among `guids`: teacher content, and hand-in files of `owner` (the student
 * whose attempt it is). Another student's upload is never signed for anyone reading this attempt.
 */
export async function attemptMedia(db: Db, tenantId: string, courseGuid: string, owner: string, guids: Iterable<string>): Promise<Record<string, MediaRef>> {
  const rows = await new FileRepository(db).findMany(tenantId, [...guids]);
  const media: Record<string, MediaRef> = {};
  const usable = rows.filter((f) => f.courseGuid === courseGuid && (f.purpose !== 'hand-in' || f.ownerGuid === owner));
  if (usable.length === 0) return media;
  const key = await fileUrlKey(db);
  for (const f of usable) media[f.guid] = { guid: f.guid, url: signedFileUrl(key, f.guid), mime: f.mime, size: f.size, name: f.name, media_type: f.mediaType };
  return media;
}

/** The attempt as its student's player reads it: player questions (never the key), saved answers, time left. */
export async function attemptDto(db: Db, ctx: AttemptContextRow, now: Date = new Date()): Promise<AttemptDto> {
  const repo = new AttemptRepository(db);
  const [questionRows, answerRows] = await Promise.all([repo.questionsOf(ctx.itemGuid), repo.answersOf(ctx.guid)]);
  const questions = questionRows.map((q) => playerQuestion(q, ctx.guid));
  const answers: AttemptDto['answers'] = {};
  // Rows with revision 0 are the server's placeholders of unanswered questions, not something the student saved.
  for (const row of answerRows) if (row.revision > 0) answers[row.questionGuid] = { answer: row.answer, revision: row.revision };
  const guids = fileGuidsIn(questions.map((q) => q.player_data));
  fileGuidsIn(Object.values(answers).map((a) => a.answer), guids);
  return {
    guid: ctx.guid,
    item_guid: ctx.itemGuid,
    number: ctx.number,
    status: ctx.status,
    started_at: ctx.startedAt.toISOString(),
    deadline_at: iso(ctx.deadlineAt),
    server_now: now.toISOString(),
    seconds_left: secondsLeftOf(ctx, now),
    submitted_at: iso(ctx.submittedAt),
    auto_submitted: ctx.autoSubmitted,
    questions,
    answers,
    media: await attemptMedia(db, ctx.tenantId, ctx.courseGuid, ctx.personGuid, guids),
  };
}

/** The caller's own attempt, or 404 (someone else's attempt does not exist for them). */
export async function requireOwnAttempt(db: Db, caller: Caller, attemptGuid: string): Promise<AttemptContextRow> {
  const ctx = await new AttemptRepository(db).findContext(attemptGuid.toLowerCase());
  if (!ctx || ctx.personGuid !== caller.guid || ctx.tenantId !== caller.tenantId) throw notFound();
  return ctx;
}

/** Answers of a request checked against the assessment's questions and the domain's answer shapes (400 otherwise). */
export async function checkAnswers(db: Db, ctx: AttemptContextRow, items: readonly AnswerItem[], questions: readonly QuestionRow[]): Promise<{ questionGuid: string; answer: Answer; revision: number }[]> {
  const byGuid = new Map(questions.map((q) => [q.guid, q]));
  const checked = items.map((item, i) => {
    const question = byGuid.get(item.question_guid.toLowerCase());
    if (!question) throw attemptError(400, 'UNKNOWN_QUESTION', [{ path: `/answers/${i}/question_guid`, message: 'not a question of this assessment' }]);
    const type = parseQuestionType(question.type) ?? 'QT_1';
    const result = validateAnswer(type, item.answer);
    if (result.err) throw attemptError(400, 'INVALID_ANSWER', result.val.slice(0, 20).map((issue) => ({ path: `/answers/${i}/answer${issue.path === '/' ? '' : issue.path}`, message: issue.code })));
    return { index: i, questionGuid: question.guid, answer: result.val as Answer, revision: item.revision };
  });
  // Files in answers (uploads, recordings) must be the student's own hand-in files of this course.
  const named = checked.flatMap((c) => [...fileGuidsIn(c.answer)].map((guid) => ({ guid, index: c.index })));
  if (named.length > 0) {
    const rows = await new FileRepository(db).findMany(ctx.tenantId, named.map((n) => n.guid));
    const mine = new Set(rows.filter((f) => f.courseGuid === ctx.courseGuid && f.ownerGuid === ctx.personGuid && f.purpose === 'hand-in').map((f) => f.guid));
    const bad = named.find((n) => !mine.has(n.guid));
    if (bad) throw attemptError(400, 'FILE_NOT_USABLE', [{ path: `/answers/${bad.index}/answer`, message: 'not a hand-in file of yours in this course' }]);
  }
  // One row per question: the highest revision of the batch wins (one upsert cannot touch a row twice).
  const latest = new Map<string, { questionGuid: string; answer: Answer; revision: number }>();
  for (const c of checked) {
    const seen = latest.get(c.questionGuid);
    if (!seen || c.revision > seen.revision) latest.set(c.questionGuid, { questionGuid: c.questionGuid, answer: c.answer, revision: c.revision });
  }
  return [...latest.values()];
}

/** Points earned per question from the stored rows: a teacher's grade overrides the domain's automatic score. */
export function storedScore(question: QuestionRow, row: AnswerRow | undefined): QuestionScore {
  const max = Number(question.points);
  if (row?.manualPoints !== null && row?.manualPoints !== undefined) {
    const points = row.manualPoints;
    const outcome: Outcome = points >= max ? 'correct' : points <= 0 ? 'incorrect' : 'partial';
    return { points, max, outcome };
  }
  const outcome = (row?.outcome ?? 'unanswered') as Outcome;
  return { points: outcome === 'needs-grading' ? null : (row?.autoPoints ?? 0), max, outcome };
}

interface FinishOptions {
  now: Date;
  submissionKey: string | null;
  auto: boolean;
}

/**
 * The one way an attempt ends (submit, or the server closing it when its time is up): scores every question with the
 * domain, stores the totals, marks it submitted, writes the job and the progress. Call inside a transaction holding
 * the attempt's row lock.
 */
export async function finalizeAttempt(tx: Db, ctx: AttemptContextRow, options: FinishOptions): Promise<AttemptTotal> {
  const repo = new AttemptRepository(tx);
  const settings = settingsOf(ctx.itemData);
  const [questions, rows] = await Promise.all([repo.questionsOf(ctx.itemGuid), repo.answersOf(ctx.guid)]);
  const byQuestion = new Map(rows.map((r) => [r.questionGuid, r]));
  const scores = questions.map((q) => {
    const row = byQuestion.get(q.guid);
    const question = authored(q);
    const score = scoreAnswer(question, row && row.revision > 0 ? (row.answer as Answer) : undefined);
    return { question, row, score };
  });
  await repo.storeScores(
    ctx.guid,
    scores.map(({ question, row, score }) => ({ questionGuid: question.guid, answer: row?.answer ?? emptyAnswer(question.type), autoPoints: score.points, outcome: score.outcome })),
  );
  const total = attemptTotal(scores.map((s) => s.score), settings.ranking_scale);
  // Closed by the clock: it ended when its time did (the deadline), whenever the server noticed.
  const submittedAt = options.auto && ctx.deadlineAt !== null && ctx.deadlineAt < options.now ? ctx.deadlineAt : options.now;
  await repo.finish(ctx.guid, {
    submittedAt,
    submissionKey: options.submissionKey,
    autoSubmitted: options.auto,
    points: total.points,
    maxPoints: total.max,
    score: total.complete ? total.score : null,
  });
  const jobs = new JobRepository(tx);
  const current = await jobs.findAssessmentJob(ctx.itemGuid, ctx.personGuid, true);
  await jobs.writeAssessmentJob({
    itemGuid: ctx.itemGuid,
    personGuid: ctx.personGuid,
    status: nextJobStatus(current?.status ?? 'pending', total.complete ? 'submitted-complete' : 'submitted-needs-grading'),
    score: total.complete ? total.score : null,
    delivery: { deliveredAt: submittedAt, late: isLateHandIn(submittedAt, ctx.deliverAt), submissionKey: options.submissionKey },
    evaluatedBy: null,
    evaluatedAt: total.complete ? options.now : null,
  });
  const progress = new ProgressRepository(tx);
  await progress.record(ctx.personGuid, ctx.itemGuid, 100, undefined);
  await progress.recomputeLesson(ctx.personGuid, ctx.lessonGuid);
  return total;
}

/** Closes the attempt if its time (plus the grace) is up; answers whether it did. Takes its own transaction. */
export async function closeIfExpired(db: Db, attemptGuid: string, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ctx = await new AttemptRepository(tx).findContext(attemptGuid, 'update');
    if (!ctx || ctx.status !== 'in-progress' || !mustAutoSubmit(now, ctx.deadlineAt)) return false;
    await finalizeAttempt(tx, ctx, { now, submissionKey: null, auto: true });
    return true;
  });
}

/** Closes the expired open attempts of one item (results, /me) or of all items (the sweeper); answers how many. */
export async function closeExpiredAttempts(db: Db, options: { itemGuid?: string; limit?: number; now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const guids = await new AttemptRepository(db).expiredOpen(now, SAVE_GRACE_SECONDS, { itemGuid: options.itemGuid, limit: options.limit ?? 500 });
  let closed = 0;
  for (const guid of guids) if (await closeIfExpired(db, guid, now)) closed += 1;
  return closed;
}

/** Starts a new attempt or resumes the open one (201 / 200). */
export async function startAttempt(db: Db, access: AssessmentAccess, personGuid: string, now: Date): Promise<{ attemptGuid: string; created: boolean }> {
  const repo = new AttemptRepository(db);
  const existing = await repo.listFor(access.itemGuid, personGuid);
  const open = existing.find((a) => a.status === 'in-progress');
  if (open && mustAutoSubmit(now, open.deadlineAt)) await closeIfExpired(db, open.guid, now);
  else if (open) return { attemptGuid: open.guid, created: false };

  const attempts = open ? await repo.listFor(access.itemGuid, personGuid) : existing;
  const decision = startDecisionFor(access, attempts, now, await repo.countQuestions(access.itemGuid));
  if (decision.reason === 'no-attempts-left') throw attemptError(409, 'NO_ATTEMPTS_LEFT');
  if (decision.reason === 'closed') throw attemptError(409, 'DELIVERY_CLOSED');
  if (decision.reason === 'empty') throw attemptError(409, 'ASSESSMENT_EMPTY');
  if (decision.reason === 'published') throw attemptError(409, 'GRADES_PUBLISHED');
  if (decision.openGuid) return { attemptGuid: decision.openGuid, created: false };

  const number = attempts.reduce((max, a) => Math.max(max, a.number), 0) + 1;
  const duration = parseTestDuration(access.settings.duration_minutes);
  const deadlineAt = duration.ok ? attemptDeadline(now, duration.val) : null;
  const inserted = await repo.insert({ itemGuid: access.itemGuid, personGuid, number, startedAt: now, deadlineAt });
  if (inserted) return { attemptGuid: inserted.guid, created: true };
  // A concurrent start won (attempts_one_open_uq or the number): resume what it made.
  const after = await repo.listFor(access.itemGuid, personGuid);
  const winner = after.find((a) => a.status === 'in-progress');
  if (winner) return { attemptGuid: winner.guid, created: false };
  throw attemptError(409, 'NO_ATTEMPTS_LEFT');
}

export type StartReason = 'no-attempts-left' | 'closed' | 'empty' | 'published';

/**
 * What "start" would do now (domain startDecision): resume `openGuid`, start a new one (both null), or refuse with a
 * reason. Once the test's grades are published it is view-only (ADR 0234): no new attempt, but an open one is still
 * resumed and submitted, so no answer is lost.
 */
export function startDecisionFor(access: AssessmentAccess, attempts: readonly AttemptRow[], now: Date, questionsCount: number): { openGuid: string | null; reason: StartReason | null } {
  const open = attempts.find((a) => a.status === 'in-progress');
  if (open === undefined && isViewOnlyForStudents({ itemPublished: access.gradesPublishedAt !== null, periodPublished: false })) return { openGuid: null, reason: 'published' };
  const decision = startDecision({
    attemptsAllowed: access.settings.attempts_allowed,
    submittedCount: attempts.filter((a) => a.status === 'submitted').length,
    hasOpenAttempt: open !== undefined,
    deliveryOpen: deliveryWindow(now, access.deliverAt, access.canDeliverLate) !== 'closed',
  });
  if (decision === 'resume' && open) return { openGuid: open.guid, reason: null };
  if (decision === 'no-attempts-left' || decision === 'closed') return { openGuid: null, reason: decision };
  if (questionsCount === 0) return { openGuid: null, reason: 'empty' };
  return { openGuid: null, reason: null };
}

/** Saves a batch of answers (revision-ordered) while the attempt takes answers; closes it first when time is up. */
export async function saveAnswers(db: Db, ctx: AttemptContextRow, items: readonly AnswerItem[], now: Date): Promise<{ saved: { question_guid: string; revision: number }[]; attempt: AttemptRow }> {
  const questions = await new AttemptRepository(db).questionsOf(ctx.itemGuid);
  const batch = await checkAnswers(db, ctx, items, questions);
  const outcome = await db.transaction(async (tx) => {
    const repo = new AttemptRepository(tx);
    // A shared lock: saves run side by side, a submit (FOR UPDATE) waits for them and they wait for it.
    const attempt = await repo.lock(ctx.guid, 'share');
    if (!attempt || attempt.status !== 'in-progress') return { closed: true as const };
    if (!acceptsAnswers(now, attempt.deadlineAt)) return { closed: true as const, expire: mustAutoSubmit(now, attempt.deadlineAt) };
    const stored = await repo.saveAnswers(ctx.guid, batch);
    return { closed: false as const, stored, attempt };
  });
  if (outcome.closed) {
    if ('expire' in outcome && outcome.expire) await closeIfExpired(db, ctx.guid, now);
    throw attemptError(409, 'ATTEMPT_CLOSED');
  }
  const saved = items.map((item) => {
    const guid = item.question_guid.toLowerCase();
    return { question_guid: guid, revision: outcome.stored.get(guid) ?? item.revision };
  });
  return { saved, attempt: outcome.attempt };
}

/**
 * Submits an attempt, idempotent by `submission_key` (ADR 0222): the same key again answers the same; another key
 * once submitted is 409 ALREADY_SUBMITTED. Past the deadline plus the grace the body's answers are ignored.
 */
export async function submitAttempt(db: Db, ctx: AttemptContextRow, submissionKey: string, items: readonly AnswerItem[], now: Date): Promise<void> {
  const key = submissionKey.toLowerCase();
  const questions = items.length > 0 ? await new AttemptRepository(db).questionsOf(ctx.itemGuid) : [];
  await db.transaction(async (tx) => {
    const repo = new AttemptRepository(tx);
    const locked = await repo.findContext(ctx.guid, 'update');
    if (!locked) throw notFound();
    if (locked.status === 'submitted') {
      if (locked.submissionKey === key) return;
      // The server closed it at the deadline: the client's first submit learns that and its retries answer the same.
      if (locked.submissionKey === null && locked.autoSubmitted) {
        await repo.adoptKey(locked.guid, key);
        return;
      }
      throw attemptError(409, 'ALREADY_SUBMITTED');
    }
    if (mustAutoSubmit(now, locked.deadlineAt)) {
      await finalizeAttempt(tx, locked, { now, submissionKey: key, auto: true });
      return;
    }
    if (items.length > 0) await repo.saveAnswers(locked.guid, await checkAnswers(tx, locked, items, questions));
    await finalizeAttempt(tx, locked, { now, submissionKey: key, auto: false });
  });
}

export type { AssessmentJob };
