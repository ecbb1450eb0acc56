import {
  QuestionDetailSchema,
  QuestionListSchema,
  type MediaMapDto,
  type NewQuestionBodyDto,
  type QuestionDto,
  type QuestionListDto,
  type QuestionOrderBodyDto,
  type QuestionPatchBodyDto,
} from '@contract/questions';
import type { QuestionData } from '@domain/assessments/questionModel';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { AuthoringQuestion, MediaFiles, QuestionChanges, QuestionInput, QuestionList, QuestionWithMedia } from '@application/assessments/authoring/Question';
import type { AssessmentAuthoringGateway } from '@application/assessments/authoring/ports/AssessmentAuthoringGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire, noContent } from '@infrastructure/http/wire';

const at = encodeURIComponent;

/** An assessment's questions over HTTP (docs/api-assessments.md "Authoring"). */
export class HttpAssessmentAuthoringGateway implements AssessmentAuthoringGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async list(itemGuid: string): Promise<Result<QuestionList, AppError>> {
    return fromWire(await this.http.get(`/front/assessments/${at(itemGuid)}/questions`), QuestionListSchema, questionListToDomain);
  }

  async get(questionGuid: string): Promise<Result<QuestionWithMedia, AppError>> {
    return fromWire(await this.http.get(`/front/questions/${at(questionGuid)}`), QuestionDetailSchema, (dto) => ({ question: questionToDomain(dto), media: mediaFilesToDomain(dto.media) }));
  }

  async create(itemGuid: string, input: QuestionInput): Promise<Result<AuthoringQuestion, AppError>> {
    const body: NewQuestionBodyDto = {
      type: input.type,
      content_name: input.name,
      content_description: input.description,
      ranking_scale: input.points,
      question_data: questionDataToDto(input.data),
    };
    return fromWire(await this.http.post(`/front/assessments/${at(itemGuid)}/questions`, body), QuestionDetailSchema, questionToDomain);
  }

  async update(questionGuid: string, changes: QuestionChanges): Promise<Result<AuthoringQuestion, AppError>> {
    return fromWire(await this.http.request('PATCH', `/front/questions/${at(questionGuid)}`, { body: questionBody(changes) }), QuestionDetailSchema, questionToDomain);
  }

  async remove(questionGuid: string): Promise<Result<void, AppError>> {
    return noContent(await this.http.request('DELETE', `/front/questions/${at(questionGuid)}`));
  }

  async reorder(itemGuid: string, guids: string[]): Promise<Result<void, AppError>> {
    const body: QuestionOrderBodyDto = { guids };
    return noContent(await this.http.request('PUT', `/front/assessments/${at(itemGuid)}/questions/order`, { body }));
  }
}

/** The domain's question data is the wire's document (docs/question-types.md): the same names, sent as it is. */
function questionDataToDto(data: QuestionData): Record<string, unknown> {
  return { ...data };
}

/** Only what changed, in the wire's names. */
export function questionBody(changes: QuestionChanges): QuestionPatchBodyDto {
  const body: QuestionPatchBodyDto = {};
  if (changes.name !== undefined) body.content_name = changes.name;
  if (changes.description !== undefined) body.content_description = changes.description;
  if (changes.points !== undefined) body.ranking_scale = changes.points;
  if (changes.data !== undefined) body.question_data = questionDataToDto(changes.data);
  return body;
}

export function questionListToDomain(dto: QuestionListDto): QuestionList {
  return {
    questions: dto.data.map(questionToDomain).sort((a, b) => a.position - b.position),
    media: mediaFilesToDomain(dto.media),
    locked: dto.locked,
  };
}

export function questionToDomain(dto: QuestionDto): AuthoringQuestion {
  return {
    guid: dto.question_guid,
    type: dto.type,
    position: dto.position,
    name: dto.content_name,
    description: dto.content_description,
    points: dto.ranking_scale,
    // The domain validates it where it matters (the editor, the server): kept in its wire shape.
    data: dto.question_data as unknown as QuestionData,
  };
}

/** `{ [guid]: MediaRef }` → what a question's views need (url, name, mime). */
export function mediaFilesToDomain(media: MediaMapDto): MediaFiles {
  return Object.fromEntries(Object.entries(media).map(([guid, ref]) => [guid, { url: ref.url, name: ref.name, mime: ref.mime }]));
}
