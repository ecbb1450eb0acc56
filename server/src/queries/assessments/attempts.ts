// Attempts as their student reads them: the player's questions (never the key), saved answers, the server's clock,
// and what "start" would do. Scores shown are the ones stored at submit or grading (the domain computed them).
import type { AttemptDto, AttemptSummaryDto, PlayerQuestionDto, TestPreviewDto } from '@contract/attempts';
import { startDecision, type AssessmentSettings, type StartRefusal } from '@domain/assessments/attemptRules';
import { toPlayerQuestion } from '@domain/assessments/playerView';
import type { AuthoredQuestion, Outcome, QuestionScore } from '@domain/assessments/questionModel';
import { OUTCOMES } from '@domain/assessments/questionModel';
import { parseQuestionType } from '@domain/assessments/questionTypes';
import { secondsUntil } from '@domain/assessments/testDuration';
import { isViewOnlyForStudents } from '@domain/gradebook/publishing';
import { deliveryWindow } from '@domain/lessons/deliverDate';
import type { Repositories } from '../../plugins/app/repositories';
import type { AnswerRow, AttemptContextRow, AttemptRow } from '../../repositories/AttemptRepository';
import type { QuestionRow } from '../../repositories/QuestionRepository';
import { attemptMedia, fileGuidsIn, type UrlKey } from './media';

/** A stored question as the domain reads it (question_data was validated by the domain before it was stored). */
export function authored(question: QuestionRow): AuthoredQuestion {
  const type = parseQuestionType(question.type) ?? 'QT_1';
  return { guid: question.guid, type, points: question.points, data: question.data } as AuthoredQuestion;
}

/** A question as the player gets it, its choices shuffled by `seed` (the attempt: stable across reloads). */
export function playerQuestion(question: QuestionRow, seed: string): PlayerQuestionDto {
  const domain = authored(question);
  return {
    question_guid: question.guid,
    content_guid: question.guid,
    type: domain.type,
    position: question.position,
    content_name: question.name,
    content_description: question.description,
    ranking_scale: question.points,
    player_data: toPlayerQuestion(domain, seed).data,
  };
}

export const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

/** Seconds left by the server's clock: null when unlimited, 0 once submitted. */
export function secondsLeftOf(attempt: Pick<AttemptRow, 'status' | 'deadlineAt'>, now: Date): number | null {
  if (attempt.deadlineAt === null) return null;
  if (attempt.status === 'submitted') return 0;
  return secondsUntil(attempt.deadlineAt, now);
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

const isOutcome = (value: string | null): value is Outcome => (OUTCOMES as readonly (string | null)[]).includes(value);

/** Points earned per question from the stored rows: a teacher's grade overrides the domain's automatic score. */
export function storedScore(question: QuestionRow, row: AnswerRow | undefined): QuestionScore {
  const max = question.points;
  if (row?.manualPoints !== null && row?.manualPoints !== undefined) {
    const points = row.manualPoints;
    const outcome: Outcome = points >= max ? 'correct' : points <= 0 ? 'incorrect' : 'partial';
    return { points, max, outcome };
  }
  const outcome = row && isOutcome(row.outcome) ? row.outcome : 'unanswered';
  return { points: outcome === 'needs-grading' ? null : (row?.autoPoints ?? 0), max, outcome };
}

/** What an assessment's "start" depends on besides the student's attempts. */
export interface StartFacts {
  settings: Pick<AssessmentSettings, 'attemptsAllowed'>;
  deliverAt: Date | null;
  canDeliverLate: boolean;
  gradesPublishedAt: Date | null;
}

/**
 * What "start" would do now (domain startDecision): resume `openGuid`, start a new one (both null), or refuse with a
 * reason. Once the test's grades are published it is view-only (ADR 0234): no new attempt, but an open one is still
 * resumed and submitted, so no answer is lost.
 */
export function startDecisionFor(facts: StartFacts, attempts: readonly AttemptRow[], now: Date, questionsCount: number): { openGuid: string | null; reason: StartRefusal | null } {
  const open = attempts.find((a) => a.status === 'in-progress');
  if (open === undefined && isViewOnlyForStudents({ itemPublished: facts.gradesPublishedAt !== null, periodPublished: false })) return { openGuid: null, reason: 'published' };
  const decision = startDecision({
    attemptsAllowed: facts.settings.attemptsAllowed,
    submittedCount: attempts.filter((a) => a.status === 'submitted').length,
    hasOpenAttempt: open !== undefined,
    deliveryOpen: deliveryWindow(now, facts.deliverAt, facts.canDeliverLate) !== 'closed',
  });
  if (decision === 'resume' && open) return { openGuid: open.guid, reason: null };
  if (decision === 'no-attempts-left' || decision === 'closed') return { openGuid: null, reason: decision };
  if (questionsCount === 0) return { openGuid: null, reason: 'empty' };
  return { openGuid: null, reason: null };
}

/** The attempt as its student's player reads it: player questions (never the key), saved answers, time left. */
export async function attemptView(
  repos: Pick<Repositories, 'attempts' | 'files' | 'questions'>,
  urlKey: UrlKey,
  attempt: AttemptContextRow,
  now: Date,
  read?: { questions: readonly QuestionRow[]; answers: AnswerRow[] },
): Promise<AttemptDto> {
  const [questionRows, answerRows] = read ? [read.questions, read.answers] : await Promise.all([repos.questions.ofAttempts(attempt.itemGuid), repos.attempts.answersOf(attempt.guid)]);
  const questions = questionRows.map((q) => playerQuestion(q, attempt.guid));
  const answers: AttemptDto['answers'] = {};
  // Rows with revision 0 are the server's placeholders of unanswered questions, not something the student saved.
  for (const row of answerRows) if (row.revision > 0) answers[row.questionGuid] = { answer: row.answer, revision: row.revision };
  const guids = fileGuidsIn(questions.map((q) => q.player_data));
  fileGuidsIn(Object.values(answers).map((a) => a.answer), guids);
  return {
    guid: attempt.guid,
    item_guid: attempt.itemGuid,
    number: attempt.number,
    status: attempt.status,
    started_at: attempt.startedAt.toISOString(),
    deadline_at: iso(attempt.deadlineAt),
    server_now: now.toISOString(),
    seconds_left: secondsLeftOf(attempt, now),
    submitted_at: iso(attempt.submittedAt),
    auto_submitted: attempt.autoSubmitted,
    questions,
    answers,
    media: await attemptMedia(repos, urlKey, { tenantId: attempt.tenantId, courseGuid: attempt.courseGuid, owner: attempt.personGuid }, guids),
  };
}

/**
 * A test's questions as a student's attempt shows them, for staff seeing the course as a student (ADR 0553): no
 * attempt is created, choices keep the order of a preview's own seed, and only the course's content files are signed.
 */
export async function testPreview(
  repos: Pick<Repositories, 'files' | 'questions'>,
  urlKey: UrlKey,
  test: { itemGuid: string; courseGuid: string; tenantId: string },
): Promise<TestPreviewDto> {
  const questions = (await repos.questions.list(test.itemGuid)).map((q) => playerQuestion(q, test.itemGuid));
  const guids = fileGuidsIn(questions.map((q) => q.player_data));
  // No one's hand-ins: the owner is nobody (the item's own guid names no person).
  return { item_guid: test.itemGuid, questions, media: await attemptMedia(repos, urlKey, { tenantId: test.tenantId, courseGuid: test.courseGuid, owner: test.itemGuid }, guids) };
}
