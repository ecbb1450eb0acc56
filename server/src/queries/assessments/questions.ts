// An assessment's questions as their authors read them (answer keys included) with the signed images they use.
import type { MediaMapDto, QuestionDetailDto, QuestionDto, QuestionListDto } from '@contract/questions';
import { parseQuestionType, type QuestionTypeCode } from '@domain/assessments/questionTypes';
import { fileGuidsInHtml } from '../../content/sanitizeHtml';
import { notFound } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import type { QuestionRow } from '../../repositories/QuestionRepository';
import { signedMedia, type UrlKey } from './media';

/** The image files a question's data names by guid, with where they sit in a request (`/question_data/…`). */
export function namedImages(type: QuestionTypeCode, data: Readonly<Record<string, unknown>>): { guid: string; path: string }[] {
  const found: { guid: string; path: string }[] = [];
  const add = (value: unknown, path: string) => {
    if (typeof value === 'string' && value !== '') found.push({ guid: value.toLowerCase(), path });
  };
  if (type === 'QT_5' || type === 'QT_11') add(data.image_file_guid, '/question_data/image_file_guid');
  if (type === 'QT_10') add(data.background_file_guid, '/question_data/background_file_guid');
  if (type === 'QT_19' && Array.isArray(data.options)) {
    data.options.forEach((option: unknown, index) => {
      if (option !== null && typeof option === 'object') add((option as { file_guid?: unknown }).file_guid, `/question_data/options/${index}/file_guid`);
    });
  }
  return found;
}

/** Every file a question refers to: its named images and the images of its HTML. */
export function questionFiles(row: Pick<QuestionRow, 'type' | 'data' | 'description'>): string[] {
  const code = parseQuestionType(row.type);
  const guids = new Set<string>(code ? namedImages(code, row.data).map((f) => f.guid) : []);
  for (const guid of fileGuidsInHtml(`${row.description} ${JSON.stringify(row.data)}`)) guids.add(guid);
  return [...guids];
}

/** A stored question in the contract's names (its type was checked when it was written). */
export function questionDto(row: QuestionRow): QuestionDto {
  return {
    question_guid: row.guid,
    content_guid: row.guid,
    type: parseQuestionType(row.type) ?? 'QT_1',
    position: row.position,
    content_name: row.name,
    content_description: row.description,
    ranking_scale: row.points,
    question_data: row.data,
  };
}

interface Where {
  tenantId: string;
  courseGuid: string;
}

/** Signed media of the questions' files, only those of this course (defence in depth: writes already check it). */
export async function questionMedia(repos: Pick<Repositories, 'files'>, urlKey: UrlKey, where: Where, rows: readonly QuestionRow[]): Promise<MediaMapDto> {
  const referenced = [...new Set(rows.flatMap((row) => questionFiles(row)))];
  if (referenced.length === 0) return {};
  const files = await repos.files.findMany(where.tenantId, referenced);
  return signedMedia(files.filter((f) => f.courseGuid === where.courseGuid), urlKey);
}

/** The assessment's questions by position, their media, and whether attempts lock them. */
export async function questionList(repos: Pick<Repositories, 'files' | 'questions'>, urlKey: UrlKey, where: Where & { itemGuid: string }): Promise<QuestionListDto> {
  const [rows, locked] = await Promise.all([repos.questions.list(where.itemGuid), repos.questions.hasAttempts(where.itemGuid)]);
  return { data: rows.map(questionDto), media: await questionMedia(repos, urlKey, where, rows), locked };
}

/** One question with its media (404 when it is gone). */
export async function questionDetail(repos: Pick<Repositories, 'files' | 'questions'>, urlKey: UrlKey, where: Where, questionGuid: string): Promise<QuestionDetailDto> {
  const row = await repos.questions.find(questionGuid);
  if (!row) throw notFound();
  return { ...questionDto(row), media: await questionMedia(repos, urlKey, where, [row]) };
}
