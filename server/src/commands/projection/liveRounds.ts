// The live questions' writes (ADR 0527): launching, the teacher's actions on a round, a student's answer and saving a
// round as a gradebook column. Each runs in the caller's transaction, tells the projector by bumping the projection's
// version (its trigger) and the students of the course by `tiza_live_rounds` — both at the commit, never before.
import type { LiveAnswerBodyDto, LiveAnswerTakenDto, LiveQuestionBodyDto, RoundGradebookAnswerDto, RoundGradebookBodyDto } from '@contract/liveRounds';
import type { ApiErrorCode } from '@contract/errors';
import type { StoredQuestionAskedDto } from '@contract/projection';
import { isAnswered, validateAnswer } from '@domain/assessments/answers';
import { validateQuestionData } from '@domain/assessments/questionData';
import { scoreAnswer } from '@domain/assessments/scoring';
import { checkColumnName } from '@domain/gradebook/gradebookSetup';
import {
  answerRule,
  applyRoundAction,
  checkPrompt,
  LIVE_DEFAULT_POINTS,
  liveFormOf,
  roundColumnName,
  savingRefusal,
  type LiveForm,
  type RoundAction,
  type RoundRefusal,
} from '@domain/projection/liveRound';
import { badRequest, conflict, notFound } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import { roundQuestion, type LiveRoundRow } from '../../repositories/LiveRoundRepository';
import type { ProjectionRow } from '../../repositories/ProjectionRepository';
import type { QuestionRow } from '../../repositories/QuestionRepository';

const REFUSALS: Record<RoundRefusal['code'], ApiErrorCode> = {
  'round.ended': 'ROUND_ENDED',
  'round.not-open': 'ROUND_NOT_OPEN',
  'round.open': 'ROUND_OPEN',
  'round.answered': 'ALREADY_ANSWERED',
};

const refused = (refusal: RoundRefusal) => conflict(REFUSALS[refusal.code], [{ path: '/body', message: refusal.code }]);

/** Launches a quick question on a projection: the round before it (if any) ends; the class is told. */
export async function launchRound(repos: Repositories, projection: ProjectionRow, body: LiveQuestionBodyDto): Promise<string> {
  const prompt = checkPrompt(body.prompt);
  if (prompt.err) throw badRequest('VALIDATION_FAILED', [{ path: '/prompt', message: prompt.val.code }]);
  const data = validateQuestionData(body.type, body.data);
  if (data.err) throw badRequest('INVALID_QUESTION_DATA', data.val.map((issue) => ({ path: `/data${issue.path}`, message: issue.code })));
  return startRound(repos, projection, { type: body.type, prompt: prompt.val, data: data.val as LiveForm['data'], points: body.points ?? LIVE_DEFAULT_POINTS });
}

/**
 * Asks a test's question on a projection of its lesson (ADR 0526): the projection remembers it, and when its type runs
 * live (`liveFormOf`) a round asks it as the test stores it — text, key and points read here, never sent by a client.
 */
export async function askStoredQuestion(repos: Repositories, projection: ProjectionRow, question: QuestionRow): Promise<StoredQuestionAskedDto> {
  await repos.projection.setQuestion(projection.guid, question.guid);
  const form = liveFormOf(question);
  if (form.err) return { question_guid: question.guid, live: false, round_guid: null };
  return { question_guid: question.guid, live: true, round_guid: await startRound(repos, projection, form.val) };
}

/** A round of a checked question: the running one ends, the new one opens, the projector and the class are told. */
async function startRound(repos: Repositories, projection: ProjectionRow, question: LiveForm): Promise<string> {
  for (const ended of await repos.liveRounds.endRunning(projection.guid)) await repos.liveRounds.announce(ended, 'ended');
  const guid = await repos.liveRounds.insert({
    tenantId: projection.tenantId,
    projectionGuid: projection.guid,
    courseGuid: projection.courseGuid,
    lessonGuid: projection.lessonGuid,
    ownerGuid: projection.ownerGuid,
    questionType: question.type,
    prompt: question.prompt,
    data: question.data as unknown as Record<string, unknown>,
    points: question.points,
  });
  await repos.liveRounds.touchProjection(projection.guid);
  await repos.liveRounds.announce({ guid, tenantId: projection.tenantId, courseGuid: projection.courseGuid, lessonGuid: projection.lessonGuid }, 'opened');
  return guid;
}

/** A round of this projection, locked; 404 when it is another projection's (or none). */
async function lockRoundOf(repos: Repositories, projectionGuid: string, roundGuid: string): Promise<LiveRoundRow> {
  const round = await repos.liveRounds.lock(roundGuid.toLowerCase());
  if (!round || round.projectionGuid !== projectionGuid) throw notFound();
  return round;
}

/** The teacher closes, reveals, ends a round or shows/hides the names on the projector. */
export async function actOnRound(repos: Repositories, projectionGuid: string, roundGuid: string, action: RoundAction): Promise<LiveRoundRow> {
  const round = await lockRoundOf(repos, projectionGuid, roundGuid);
  const next = applyRoundAction({ state: round.state, namesShown: round.namesShown }, action);
  if (next.err) throw refused(next.val);
  await repos.liveRounds.update(round.guid, next.val);
  await repos.liveRounds.touchProjection(projectionGuid);
  if (next.val.state !== round.state) await repos.liveRounds.announce(round, next.val.state === 'open' ? 'opened' : next.val.state);
  return { ...round, ...next.val };
}

/**
 * A student's answer, checked for the round's type, scored by the tests' scoring and kept once: the same answer sent
 * again is taken without change (a retry), another one is refused, and none is taken once the round stopped.
 */
export async function answerRound(repos: Repositories, round: LiveRoundRow, studentGuid: string, body: LiveAnswerBodyDto): Promise<LiveAnswerTakenDto> {
  const locked = await repos.liveRounds.lock(round.guid);
  if (!locked) throw notFound();
  const answer = validateAnswer(locked.questionType, body.answer);
  if (answer.err) throw badRequest('INVALID_ANSWER', answer.val.map((issue) => ({ path: `/answer${issue.path}`, message: issue.code })));
  if (!isAnswered(locked.questionType, answer.val)) throw badRequest('INVALID_ANSWER', [{ path: '/answer', message: 'answer.empty' }]);
  const previous = await repos.liveRounds.answerOf(locked.guid, studentGuid);
  const rule = answerRule(locked.state, previous?.answer, answer.val);
  if (rule.err) throw refused(rule.val);
  if (rule.val === 'repeat') return { round_guid: locked.guid, repeat: true };
  const score = scoreAnswer(roundQuestion(locked), answer.val);
  await repos.liveRounds.insertAnswer({ roundGuid: locked.guid, studentGuid, answer: answer.val, points: score.points ?? 0, outcome: score.outcome });
  await repos.liveRounds.touchProjection(locked.projectionGuid);
  return { round_guid: locked.guid, repeat: false };
}

/**
 * Saves a stopped round as a manual gradebook column of its course (unpublished, like every new column: the teacher
 * publishes it under the gradebook's rules): worth the round's points, each answer scored by the tests' `scoreAnswer`,
 * audited like a score typed in the grid. Students who did not answer stay blank (they may have been away). Saving
 * again answers the same column.
 */
export async function saveRoundToGradebook(
  repos: Repositories,
  actor: { guid: string },
  projectionGuid: string,
  roundGuid: string,
  body: RoundGradebookBodyDto,
  at: Date,
): Promise<RoundGradebookAnswerDto & { created: boolean }> {
  const round = await lockRoundOf(repos, projectionGuid, roundGuid);
  const answers = await repos.liveRounds.answers(round.guid);
  const name = checkColumnName(body.name ?? roundColumnName(round.prompt));
  if (name.err) throw badRequest('VALIDATION_FAILED', [{ path: '/name', message: name.val.code }]);
  if (round.columnGuid !== null) return { column_guid: round.columnGuid, name: name.val, scores: answers.length, created: false };
  const refusal = savingRefusal(round.state);
  if (refusal) throw refused(refusal);
  await repos.gradebookSetup.lockCourse(round.courseGuid);
  const columnGuid = await repos.gradebookSetup.insertColumn(round.courseGuid, { name: name.val, maxScore: round.points, createdBy: actor.guid });
  const question = roundQuestion(round);
  let scores = 0;
  for (const answer of answers) {
    if (!(await repos.liveRounds.isStudentOf(round.courseGuid, answer.studentGuid))) continue;
    const points = scoreAnswer(question, answer.answer).points;
    if (points === null) continue;
    await repos.gradebook.writeCell({
      tenantId: round.tenantId,
      kind: 'column',
      itemGuid: columnGuid,
      personGuid: answer.studentGuid,
      score: { before: null, after: points },
      excused: null,
      next: { score: points, excused: false },
      by: actor.guid,
      at,
    });
    scores += 1;
  }
  await repos.liveRounds.update(round.guid, { columnGuid });
  await repos.liveRounds.touchProjection(projectionGuid);
  return { column_guid: columnGuid, name: name.val, scores, created: true };
}
