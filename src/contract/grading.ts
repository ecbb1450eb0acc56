// Grading hand-ins (docs/api-media.md "Grading"): the evaluation of a job, handing it back, its evaluator.
import { MAX_FEEDBACK_LENGTH } from '@domain/assignments/evaluation';
import { JobSchema } from './items';
import { FiniteNumber, Guid, NullOr, T, Text, type Static } from './schema';

export const JobParams = T.Object({ jobGuid: Guid });

const Feedback = T.Optional(NullOr(Text({ maxLength: MAX_FEEDBACK_LENGTH, description: 'formatted text (HTML), sanitised with the content allow-list; blank clears it; absent keeps it' })));

export const EvaluationBody = T.Object({
  score: FiniteNumber({ description: 'on the item’s scale: 0 to its max score, at most 2 decimals' }),
  feedback: Feedback,
});
export type EvaluationBodyDto = Static<typeof EvaluationBody>;

export const ReturnBody = T.Object({ feedback: Feedback });
export type ReturnBodyDto = Static<typeof ReturnBody>;

export const EvaluatorBody = T.Object({ evaluator_guid: Guid });
export type EvaluatorBodyDto = Static<typeof EvaluatorBody>;

/** The teacher's list of an assignment's jobs, with the scale its scores are typed on. */
export const JobsAnswer = T.Object({
  data: T.Array(JobSchema),
  max_score: T.Number({ exclusiveMinimum: 0, description: 'scores are 0…max_score, at most 2 decimals' }),
});
export type JobsAnswerDto = Static<typeof JobsAnswer>;
