// What an item may hold: its type must be creatable, its `data` fit its type's schema, its links be safe, its HTML be
// sanitised and its files be this course's. The create and update commands store only what comes back.
import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { parseContentTypeCode, type ContentTypeCode } from '@domain/content/contentTypes';
import { acceptsCaptions, isCreatableType, safeLinkUrl, uploadKindsFor } from '@domain/content/itemRules';
import { ITEM_DATA_SCHEMAS } from '@contract/items';
import { ApiError, badRequest } from '../../errors/ApiError';
import type { ItemRepository } from '../../repositories/ItemRepository';
import { fileGuidsInHtml, sanitizeHtml } from '../../content/sanitizeHtml';
import { assessmentSettingsDto, readAssessmentSettings } from '../../content/assessmentSettings';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// TypeBox's own checker knows no formats until told (Fastify's Ajv has its own).
if (!FormatRegistry.Has('uuid')) FormatRegistry.Set('uuid', (value) => UUID.test(value));

/** The creatable content type named by `raw`, else 400 CONTENT_TYPE_NOT_SUPPORTED. */
export function creatableType(raw: string): ContentTypeCode {
  const code = parseContentTypeCode(raw);
  if (code === undefined || !isCreatableType(code)) throw new ApiError(400, 'CONTENT_TYPE_NOT_SUPPORTED', undefined, [{ path: '/content_type', message: 'not a creatable content type' }]);
  return code;
}

function check(schema: TSchema, data: unknown): void {
  const errors = [...Value.Errors(schema, data)].slice(0, 20);
  if (errors.length > 0) throw badRequest('VALIDATION_FAILED', errors.map((e) => ({ path: `/data${e.path}`, message: e.message })));
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

async function checkFiles(repo: ItemRepository, courseGuid: string, code: ContentTypeCode, data: Record<string, unknown>): Promise<void> {
  const fileGuid = typeof data.file_guid === 'string' ? data.file_guid : undefined;
  const captionsGuid = typeof data.captions_file_guid === 'string' ? data.captions_file_guid : undefined;
  const wanted = [fileGuid, captionsGuid].filter((g): g is string => g !== undefined);
  const found = new Map((await repo.courseFiles(courseGuid, wanted)).map((f) => [f.guid, f]));
  if (fileGuid !== undefined) {
    const file = found.get(fileGuid);
    const kinds: readonly string[] = uploadKindsFor(code);
    if (!file || file.purpose !== 'content' || !kinds.includes(file.mediaType)) {
      throw new ApiError(400, 'FILE_NOT_USABLE', undefined, [{ path: '/data/file_guid', message: `must be a ${kinds.join('/')} file uploaded to this course as content` }]);
    }
  }
  if (captionsGuid !== undefined) {
    const file = found.get(captionsGuid);
    if (!acceptsCaptions(code) || !file || file.purpose !== 'captions' || file.mediaType !== 'captions') {
      throw new ApiError(400, 'FILE_NOT_USABLE', undefined, [{ path: '/data/captions_file_guid', message: 'must be a captions file uploaded to this course' }]);
    }
  }
}

/** Images in HTML must be image files uploaded to this course as content (no other course's, no hand-ins). */
async function checkHtmlImages(repo: ItemRepository, courseGuid: string, clean: Record<string, unknown>): Promise<void> {
  const guids = fileGuidsInHtml(JSON.stringify(clean));
  if (guids.length === 0) return;
  const usable = new Set((await repo.courseFiles(courseGuid, guids)).filter((f) => f.purpose === 'content' && f.mediaType === 'image').map((f) => f.guid));
  const refused = guids.find((guid) => !usable.has(guid));
  if (refused !== undefined) throw new ApiError(400, 'FILE_NOT_USABLE', undefined, [{ path: '/data', message: `image ${refused} is not an image uploaded to this course` }]);
}

/**
 * `data` checked against its type's schema, links made safe, HTML sanitised, files checked to be
 * this course's; what comes back is what gets stored (unknown properties dropped).
 */
export async function cleanItemData(repo: ItemRepository, courseGuid: string, code: ContentTypeCode, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const schema = ITEM_DATA_SCHEMAS[code];
  if (!schema) throw new ApiError(400, 'CONTENT_TYPE_NOT_SUPPORTED');
  check(schema, data);
  let clean: Record<string, unknown>;
  switch (code) {
    case 'CTTY_01':
      clean = { html: sanitizeHtml(str(data.html)) };
      break;
    case 'CTTY_02': {
      const pages = Array.isArray(data.pages) ? (data.pages as { title: string; html: string }[]) : [];
      clean = { pages: pages.map((p) => ({ title: p.title.trim(), html: sanitizeHtml(p.html) })) };
      break;
    }
    case 'CTTY_03':
    case 'CTTY_04':
    case 'CTTY_VIDEOLESSON': {
      clean = { file_guid: str(data.file_guid).toLowerCase(), captions_file_guid: typeof data.captions_file_guid === 'string' ? data.captions_file_guid.toLowerCase() : null };
      if (typeof data.captions_language === 'string') clean.captions_language = data.captions_language;
      if (code === 'CTTY_VIDEOLESSON') {
        const markers = Array.isArray(data.markers) ? (data.markers as { at_seconds: number; label: string }[]) : [];
        clean.markers = markers.map((m) => ({ at_seconds: m.at_seconds, label: m.label.trim() })).sort((a, b) => a.at_seconds - b.at_seconds);
      }
      break;
    }
    case 'CTTY_05':
      clean = { file_guid: str(data.file_guid).toLowerCase() };
      break;
    case 'CTTY_06': {
      const url = safeLinkUrl(str(data.url));
      if (url.err) throw badRequest('VALIDATION_FAILED', [{ path: '/data/url', message: url.val }]);
      clean = { url: url.val, ...(typeof data.description === 'string' ? { description: data.description.trim() } : {}) };
      break;
    }
    case 'CTTY_07':
      clean = { file_guid: str(data.file_guid).toLowerCase(), alt: str(data.alt).trim() };
      break;
    case 'CTTY_09': {
      const settings = readAssessmentSettings(typeof data.instructions_html === 'string' ? { ...data, instructions_html: sanitizeHtml(data.instructions_html) } : data, '/data');
      if (settings.err) throw badRequest('VALIDATION_FAILED', settings.val);
      clean = assessmentSettingsDto(settings.val);
      break;
    }
    case 'CTTY_14':
      if (data.accepts_text !== true && data.accepts_files !== true) {
        throw badRequest('VALIDATION_FAILED', [{ path: '/data/accepts_files', message: 'an assignment accepts text, files or both' }]);
      }
      clean = { instructions_html: sanitizeHtml(str(data.instructions_html)), accepts_text: data.accepts_text === true, accepts_files: data.accepts_files === true };
      break;
    default:
      throw new ApiError(400, 'CONTENT_TYPE_NOT_SUPPORTED');
  }
  await checkFiles(repo, courseGuid, code, clean);
  await checkHtmlImages(repo, courseGuid, clean);
  return clean;
}
