import type { LiveRoundViewDto, StudentRoundDto } from '@contract/liveRounds';
import type { Answer } from '@domain/assessments/questionModel';
import type { LiveRoundView, StudentRound } from '@application/projection/LiveRound';

/** The projection state's `live` as the projector and the remote read it. */
export function liveRoundViewToDomain(dto: LiveRoundViewDto): LiveRoundView {
  return {
    guid: dto.guid,
    type: dto.type,
    prompt: dto.prompt,
    data: dto.data,
    points: dto.points,
    state: dto.state,
    namesShown: dto.names_shown,
    kind: dto.kind,
    tallies: dto.tallies.map((tally) => ({ ...tally })),
    answered: dto.answered,
    correct: dto.correct,
    correctShare: dto.correct_share,
    classSize: dto.class_size,
    names: dto.names.map((entry) => ({ ...entry })),
    columnGuid: dto.column_guid,
  };
}

/** A student's view of the lesson's running question. Answers are checked by the server against the round's type. */
export function studentRoundToDomain(dto: StudentRoundDto): StudentRound {
  return {
    guid: dto.guid,
    courseGuid: dto.course_guid,
    lessonGuid: dto.lesson_guid,
    type: dto.type,
    prompt: dto.prompt,
    data: dto.data,
    state: dto.state,
    myAnswer: dto.my_answer as Answer | null,
    key: dto.key as Answer | null,
    myOutcome: dto.my_outcome,
  };
}
