import type { LiveRoundViewDto, StudentRoundDto } from '@contract/liveRounds';
import { toPlayerQuestion } from '@domain/assessments/playerView';
import { keyAsAnswer } from '@domain/assessments/scoring';
import { aggregateRound, answerLabel } from '@domain/projection/liveRound';
import type { Repositories } from '../../plugins/app/repositories';
import { roundQuestion, type LiveRoundRow } from '../../repositories/LiveRoundRepository';

/** The running round of a projection as its projector and remote show it: the answers aggregated, names if shown. */
export async function liveRoundView(repos: Repositories, projectionGuid: string): Promise<LiveRoundViewDto | null> {
  const round = await repos.liveRounds.runningOf(projectionGuid);
  if (!round) return null;
  const [answers, classSize] = await Promise.all([repos.liveRounds.answers(round.guid), repos.liveRounds.classSize(round.courseGuid)]);
  const question = roundQuestion(round);
  const aggregate = aggregateRound(question, answers);
  return {
    guid: round.guid,
    type: round.questionType,
    prompt: round.prompt,
    data: round.data,
    points: round.points,
    state: round.state,
    names_shown: round.namesShown,
    kind: aggregate.kind,
    tallies: aggregate.tallies,
    answered: aggregate.answered,
    correct: aggregate.correct,
    correct_share: aggregate.correctShare,
    class_size: classSize,
    names: round.namesShown ? answers.map((answer) => ({ name: `${answer.name} ${answer.lastname}`.trim(), answer: answerLabel(question, answer.answer), outcome: answer.outcome })) : [],
    column_guid: round.columnGuid,
  };
}

/** A round as one student sees it: the question without its key, their answer, and once revealed the key and their outcome. */
export async function studentRound(repos: Repositories, round: LiveRoundRow, studentGuid: string): Promise<StudentRoundDto> {
  const question = roundQuestion(round);
  const mine = await repos.liveRounds.answerOf(round.guid, studentGuid);
  const revealed = round.state === 'revealed';
  return {
    guid: round.guid,
    course_guid: round.courseGuid,
    lesson_guid: round.lessonGuid,
    type: round.questionType,
    prompt: round.prompt,
    data: toPlayerQuestion(question, round.guid).data as unknown as Record<string, unknown>,
    state: round.state,
    my_answer: (mine?.answer as unknown as Record<string, unknown> | undefined) ?? null,
    key: revealed ? ((keyAsAnswer(question, mine?.answer) as unknown as Record<string, unknown> | null) ?? null) : null,
    my_outcome: revealed ? (mine?.outcome ?? 'unanswered') : null,
  };
}
