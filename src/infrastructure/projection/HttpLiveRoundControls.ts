import { LiveRoundLaunched, RoundGradebookAnswer, RoundStateAnswer, type LiveQuestionBodyDto } from '@contract/liveRounds';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { LiveQuestionDraft, RoundAction } from '@application/projection/LiveRound';
import type { LiveRoundControls } from '@application/projection/ports/LiveRoundControls';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire } from '@infrastructure/http/wire';

const rounds = (projectionGuid: string) => `/front/projection/sessions/${projectionGuid}/rounds`;

/** `POST /front/projection/sessions/{guid}/rounds…` (docs/api-projection.md): the remote's live questions. */
export class HttpLiveRoundControls implements LiveRoundControls {
  constructor(private readonly http: FetchHttpClient) {}

  async launch(projectionGuid: string, question: LiveQuestionDraft): Promise<Result<string, AppError>> {
    const body: LiveQuestionBodyDto = { type: question.type, prompt: question.prompt, data: question.data };
    return fromWire(await this.http.post(rounds(projectionGuid), body), LiveRoundLaunched, (dto) => dto.guid);
  }

  async act(projectionGuid: string, roundGuid: string, action: RoundAction): Promise<Result<void, AppError>> {
    return fromWire(await this.http.post(`${rounds(projectionGuid)}/${roundGuid}/actions`, { action }), RoundStateAnswer, () => undefined);
  }

  async save(projectionGuid: string, roundGuid: string): Promise<Result<string, AppError>> {
    return fromWire(await this.http.post(`${rounds(projectionGuid)}/${roundGuid}/gradebook`, {}), RoundGradebookAnswer, (dto) => dto.column_guid);
  }
}
