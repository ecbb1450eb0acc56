// What the question routes share: the layered check of a question (structure by TypeBox, meaning by the domain),
// HTML sanitising, the course's image files, DTOs with signed media.
import type { FastifyInstance } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { parseQuestionType, type QuestionTypeCode } from '@domain/assessments/questionTypes';
import { validateQuestionData } from '@domain/assessments/questionData';
import { ApiError, badRequest, type ErrorDetail } from '../../../errors/ApiError';
import { fileGuidsInHtml, sanitizeHtml } from '../../../content/sanitizeHtml';
import type { ItemAccess } from '../../../policies/courseAccess';
import type { QuestionRepository, QuestionRow } from '../../../repositories/QuestionRepository';
import { QUESTION_DATA_SCHEMAS, type QuestionDto } from '@contract/questions';
import { resolveMedia, type MediaRef } from '../../../storage/media';
import { pointer } from '../lessons/itemService';

/** The error codes of the authoring routes (docs/api-assessments.md). */
export type AuthoringErrorCode = 'NOT_AN_ASSESSMENT' | 'QUESTION_TYPE_NOT_SUPPORTED' | 'INVALID_QUESTION_DATA' | 'QUESTIONS_LOCKED';


export function authoringError(status: number, code: AuthoringErrorCode, details: ErrorDetail[] = []): ApiError {
  return new ApiError(status, code, undefined, details);
}

export const ASSESSMENT_TYPE = 'CTTY_09';

/** 400 NOT_AN_ASSESSMENT unless the item is a CTTY_09. */
export function requireAssessment(access: ItemAccess): void {
  if (access.contentType !== ASSESSMENT_TYPE) throw authoringError(400, 'NOT_AN_ASSESSMENT');
}

export function questionType(raw: string): QuestionTypeCode {
  const code = parseQuestionType(raw);
  if (code === undefined) throw authoringError(400, 'QUESTION_TYPE_NOT_SUPPORTED', [{ path: '/type', message: 'not one of QT_1 … QT_21' }]);
  return code;
}

export function cleanQuestionName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw badRequest('VALIDATION_FAILED', [{ path: '/content_name', message: 'must not be blank' }]);
  return trimmed;
}

/** A question's points: 0.01–100 with at most two decimals. */
export function cleanPoints(points: number): number {
  const cents = Math.round(points * 100);
  if (!Number.isFinite(points) || points < 0.01 || points > 100 || Math.abs(cents - points * 100) > 1e-6) {
    throw badRequest('VALIDATION_FAILED', [{ path: '/ranking_scale', message: 'must be 0.01–100 with at most two decimals' }]);
  }
  return cents / 100;
}

export function cleanDescription(html: string | undefined): string {
  return sanitizeHtml((html ?? '').trim());
}

const CHOICE_LISTS = ['options', 'labels', 'categories', 'items', 'left', 'right', 'rows', 'columns'] as const;
// QT_18 is left alone: its text is cut into plain words and the domain refuses HTML in it.
const GAP_TEXT_TYPES: readonly QuestionTypeCode[] = ['QT_4', 'QT_16', 'QT_17'];

/** The formatted texts of question_data sanitised (choice texts, gap texts); plain texts are left to the domain. */
function sanitiseTexts(type: QuestionTypeCode, data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data };
  for (const key of CHOICE_LISTS) {
    const list = out[key];
    if (!Array.isArray(list) || type === 'QT_19') continue;
    out[key] = list.map((entry: unknown) =>
      entry !== null && typeof entry === 'object' && typeof (entry as { text?: unknown }).text === 'string'
        ? { ...(entry as Record<string, unknown>), text: sanitizeHtml((entry as { text: string }).text) }
        : entry,
    );
  }
  if (GAP_TEXT_TYPES.includes(type) && typeof out.text === 'string') out.text = sanitizeHtml(out.text);
  return out;
}

/** The image files a question's data names by guid, with where they sit. */
function namedImages(type: QuestionTypeCode, data: Record<string, unknown>): { guid: string; path: string }[] {
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

/**
 * question_data checked in layers: its type's TypeBox schema (structure), then the domain's
 * validateQuestionData (meaning; its normalised document is what gets stored), texts sanitised in
 * between, then every image must be an image uploaded to this course as content.
 */
export async function cleanQuestionData(repo: QuestionRepository, courseGuid: string, type: QuestionTypeCode, data: Record<string, unknown>, description: string): Promise<Record<string, unknown>> {
  const structural = [...Value.Errors(QUESTION_DATA_SCHEMAS[type], data)].slice(0, 20);
  if (structural.length > 0) {
    throw authoringError(400, 'INVALID_QUESTION_DATA', structural.map((e) => ({ path: pointer('/question_data', e.path), message: e.message })));
  }
  const checked = validateQuestionData(type, sanitiseTexts(type, data));
  if (checked.err) {
    throw authoringError(400, 'INVALID_QUESTION_DATA', checked.val.slice(0, 20).map((issue) => ({ path: pointer('/question_data', issue.path), message: issue.code })));
  }
  const clean = checked.val as unknown as Record<string, unknown>;
  await checkImages(repo, courseGuid, type, clean, description);
  return clean;
}

/** Named images and HTML images must be image files uploaded to this course as content (400 FILE_NOT_USABLE). */
export async function checkImages(repo: QuestionRepository, courseGuid: string, type: QuestionTypeCode | undefined, data: Record<string, unknown>, description: string): Promise<void> {
  const named = type ? namedImages(type, data) : [];
  const inHtml = fileGuidsInHtml(`${description} ${JSON.stringify(data)}`).map((guid) => ({ guid, path: '/content_description' }));
  const wanted = [...named, ...inHtml];
  if (wanted.length === 0) return;
  const usable = new Set((await repo.courseFiles(courseGuid, wanted.map((w) => w.guid))).filter((f) => f.purpose === 'content' && f.mediaType === 'image').map((f) => f.guid));
  const refused = wanted.find((w) => !usable.has(w.guid));
  if (refused) throw new ApiError(400, 'FILE_NOT_USABLE', undefined, [{ path: refused.path, message: 'must be an image uploaded to this course as content' }]);
}

export function toQuestionDto(row: QuestionRow): QuestionDto {
  return {
    question_guid: row.guid,
    content_guid: row.guid,
    type: row.type,
    position: row.position,
    content_name: row.name,
    content_description: row.description,
    ranking_scale: row.points,
    question_data: row.data,
  };
}

/** Signed media of the questions' files, only those of this course (defence in depth: writes already check it). */
export async function questionMedia(app: FastifyInstance, repo: QuestionRepository, tenantId: string, courseGuid: string, rows: readonly QuestionRow[]): Promise<Record<string, MediaRef>> {
  const referenced = [...new Set(rows.flatMap((row) => questionFiles(row)))];
  if (referenced.length === 0) return {};
  const ofCourse = new Set((await repo.courseFiles(courseGuid, referenced)).map((f) => f.guid));
  const media = await resolveMedia(app, tenantId, referenced.filter((guid) => ofCourse.has(guid)));
  return Object.fromEntries(media);
}
