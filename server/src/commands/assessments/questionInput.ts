// What the question commands check, in layers: structure by the contract's TypeBox schema of the type, meaning by the
// domain's validateQuestionData (whose normalised document is what gets stored), HTML sanitised in between, then
// every image must be an image file of the course.
import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { QUESTION_DATA_SCHEMAS } from '@contract/questions';
import { validateQuestionData } from '@domain/assessments/questionData';
import { UUID_PATTERN } from '@domain/assessments/issueCollector';
import { parseQuestionType, type QuestionTypeCode } from '@domain/assessments/questionTypes';
import { fileGuidsInHtml, sanitizeHtml } from '../../content/sanitizeHtml';
import { ApiError, badRequest } from '../../errors/ApiError';
import type { QuestionRepository } from '../../repositories/QuestionRepository';
import { namedImages } from '../../queries/assessments/questions';

// TypeBox's checker needs the formats the schemas use (Ajv has its own for request bodies).
if (!FormatRegistry.Has('uuid')) FormatRegistry.Set('uuid', (value) => UUID_PATTERN.test(value));

/** A JSON pointer under `prefix` for a TypeBox or domain path ('' or '/' is the prefix itself). */
function pointer(prefix: string, path: string): string {
  if (path === '' || path === '/') return prefix;
  return path.startsWith('/') ? `${prefix}${path}` : `${prefix}/${path}`;
}

export function questionType(raw: string): QuestionTypeCode {
  const code = parseQuestionType(raw);
  if (code === undefined) throw new ApiError(400, 'QUESTION_TYPE_NOT_SUPPORTED', undefined, [{ path: '/type', message: 'not one of QT_1 … QT_21' }]);
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

/**
 * question_data checked in layers: its type's TypeBox schema (structure), then the domain's validateQuestionData
 * (meaning; its normalised document is what gets stored), texts sanitised in between, then every image must be an
 * image uploaded to this course as content.
 */
export async function cleanQuestionData(repo: QuestionRepository, courseGuid: string, type: QuestionTypeCode, data: Record<string, unknown>, description: string): Promise<Record<string, unknown>> {
  const structural = [...Value.Errors(QUESTION_DATA_SCHEMAS[type], data)].slice(0, 20);
  if (structural.length > 0) {
    throw new ApiError(400, 'INVALID_QUESTION_DATA', undefined, structural.map((e) => ({ path: pointer('/question_data', e.path), message: e.message })));
  }
  const checked = validateQuestionData(type, sanitiseTexts(type, data));
  if (checked.err) {
    throw new ApiError(400, 'INVALID_QUESTION_DATA', undefined, checked.val.slice(0, 20).map((issue) => ({ path: pointer('/question_data', issue.path), message: issue.code })));
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
