import { parseQuestionType } from '@domain/assessments/questionTypes';
import type { QuestionData } from '@domain/assessments/questionModel';
import { Ok, type Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { AuthoringQuestion, MediaFiles, QuestionChanges, QuestionInput, QuestionList, QuestionWithMedia } from '@application/assessments/authoring/Question';
import type { AssessmentAuthoringGateway } from '@application/assessments/authoring/ports/AssessmentAuthoringGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { array, DtoError, mapDto, nullableString, number, object, string, type Dto } from '@infrastructure/http/dto';

const at = encodeURIComponent;

export class HttpAssessmentAuthoringGateway implements AssessmentAuthoringGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async list(itemGuid: string): Promise<Result<QuestionList, AppError>> {
    return mapDto(await this.http.get(`/front/assessments/${at(itemGuid)}/questions`), (value) => {
      const dto = object(value, 'questions');
      return {
        questions: array(dto, 'data').map(questionToDomain).sort((a, b) => a.position - b.position),
        media: mediaFilesToDomain(dto.media),
        locked: dto.locked === true,
      };
    });
  }

  async get(questionGuid: string): Promise<Result<QuestionWithMedia, AppError>> {
    return mapDto(await this.http.get(`/front/questions/${at(questionGuid)}`), (value) => ({ question: questionToDomain(value), media: mediaFilesToDomain(object(value, 'question').media) }));
  }

  async create(itemGuid: string, input: QuestionInput): Promise<Result<AuthoringQuestion, AppError>> {
    return mapDto(await this.http.post(`/front/assessments/${at(itemGuid)}/questions`, { type: input.type, ...questionBody(input) }), questionToDomain);
  }

  async update(questionGuid: string, changes: QuestionChanges): Promise<Result<AuthoringQuestion, AppError>> {
    return mapDto(await this.http.request('PATCH', `/front/questions/${at(questionGuid)}`, { body: questionBody(changes) }), questionToDomain);
  }

  async remove(questionGuid: string): Promise<Result<void, AppError>> {
    return nothing(await this.http.request('DELETE', `/front/questions/${at(questionGuid)}`));
  }

  async reorder(itemGuid: string, guids: string[]): Promise<Result<void, AppError>> {
    return nothing(await this.http.request('PUT', `/front/assessments/${at(itemGuid)}/questions/order`, { body: { guids } }));
  }
}

function nothing(result: Result<unknown, AppError>): Result<void, AppError> {
  return result.err ? result : Ok(undefined);
}

/** Only what changed, in the wire's names. */
export function questionBody(changes: QuestionChanges): Dto {
  return {
    ...(changes.name === undefined ? {} : { content_name: changes.name }),
    ...(changes.description === undefined ? {} : { content_description: changes.description }),
    ...(changes.points === undefined ? {} : { ranking_scale: changes.points }),
    ...(changes.data === undefined ? {} : { question_data: changes.data }),
  };
}

export function questionToDomain(value: unknown): AuthoringQuestion {
  const dto = object(value, 'question');
  const type = parseQuestionType(string(dto, 'type'));
  if (type === undefined) throw new DtoError('type: question type expected');
  return {
    guid: string(dto, 'question_guid'),
    type,
    position: number(dto, 'position'),
    name: string(dto, 'content_name'),
    description: nullableString(dto, 'content_description') ?? '',
    points: number(dto, 'ranking_scale'),
    // The domain validates it where it matters (the editor, the server): kept in its wire shape.
    data: object(dto.question_data, 'question_data') as unknown as QuestionData,
  };
}

/** `{ [guid]: MediaRef }` → what a question's views need (url, name, mime); unreadable entries are skipped. */
export function mediaFilesToDomain(value: unknown): MediaFiles {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  const files: MediaFiles = {};
  for (const [guid, entry] of Object.entries(value as Dto)) {
    if (entry === null || typeof entry !== 'object') continue;
    const ref = entry as Dto;
    if (typeof ref.url !== 'string') continue;
    files[guid] = { url: ref.url, ...(typeof ref.name === 'string' ? { name: ref.name } : {}), ...(typeof ref.mime === 'string' ? { mime: ref.mime } : {}) };
  }
  return files;
}
