import { LessonRoundAnswer, LiveAnswerTaken, type LiveAnswerBodyDto } from '@contract/liveRounds';
import type { Answer } from '@domain/assessments/questionModel';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { StudentRound } from '@application/projection/LiveRound';
import type { ClassQuestionGateway } from '@application/projection/ports/ClassQuestionGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire } from '@infrastructure/http/wire';
import { studentRoundToDomain } from '@infrastructure/projection/liveRoundWire';

/** `GET /front/projection/lessons/{guid}/round` and `PUT /front/projection/rounds/{guid}/answer` (docs/api-projection.md). */
export class HttpClassQuestionGateway implements ClassQuestionGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async current(lessonGuid: string): Promise<Result<StudentRound | null, AppError>> {
    return fromWire(await this.http.request('GET', `/front/projection/lessons/${lessonGuid}/round`), LessonRoundAnswer, (dto) => (dto.round ? studentRoundToDomain(dto.round) : null));
  }

  async answer(roundGuid: string, answer: Answer): Promise<Result<void, AppError>> {
    const body: LiveAnswerBodyDto = { answer: answer as unknown as Record<string, unknown> };
    return fromWire(await this.http.request('PUT', `/front/projection/rounds/${roundGuid}/answer`, { body }), LiveAnswerTaken, () => undefined);
  }
}
