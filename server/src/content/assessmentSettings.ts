// An assessment's settings between the wire (and the item's stored `data`, which keeps the wire's names:
// src/contract/items.ts AssessmentData, src/contract/attempts.ts AssessmentSettingsSchema) and the domain's type.
import type { AssessmentSettingsDto } from '@contract/attempts';
import type { ErrorDetail } from '@contract/errors';
import {
  DEFAULT_ASSESSMENT_SETTINGS,
  validateAssessmentSettings,
  type AssessmentSettings,
  type AssessmentSettingsField,
} from '@domain/assessments/attemptRules';
import { Err, Ok, type Result } from '@domain/shared/result';

const WIRE_NAME: { readonly [F in AssessmentSettingsField]: keyof AssessmentSettingsDto } = {
  durationMinutes: 'duration_minutes',
  attemptsAllowed: 'attempts_allowed',
  rankingScale: 'ranking_scale',
  onePerPage: 'one_per_page',
  instructionsHtml: 'instructions_html',
};
const FIELDS = Object.keys(WIRE_NAME) as AssessmentSettingsField[];

/**
 * A CTTY_09 item's `data` as a teacher sent it, checked by the domain: the normalised settings, or what is wrong
 * as error details under `prefix` (`/data/attempts_allowed`, message `settings.attempts_allowed.invalid`).
 */
export function readAssessmentSettings(data: Readonly<Record<string, unknown>>, prefix = ''): Result<AssessmentSettings, ErrorDetail[]> {
  const checked = validateAssessmentSettings(Object.fromEntries(FIELDS.map((field) => [field, data[WIRE_NAME[field]]])));
  if (checked.ok) return Ok(checked.val);
  return Err(checked.val.map((issue) => ({ path: `${prefix}/${WIRE_NAME[issue.field]}`, message: issue.code })));
}

/** The settings a stored item holds; unreadable ones (data from before the rules) read as the defaults. */
export function assessmentSettingsOf(data: Readonly<Record<string, unknown>>): AssessmentSettings {
  const read = readAssessmentSettings(data);
  return read.ok ? read.val : { ...DEFAULT_ASSESSMENT_SETTINGS };
}

/** The settings in the wire's names: an answer's `settings`, and the `data` stored for a CTTY_09 item. */
export function assessmentSettingsDto(settings: AssessmentSettings): AssessmentSettingsDto {
  return {
    duration_minutes: settings.durationMinutes,
    attempts_allowed: settings.attemptsAllowed,
    ranking_scale: settings.rankingScale,
    one_per_page: settings.onePerPage,
    instructions_html: settings.instructionsHtml,
  };
}

/** A test's ranking scale as stored (the default when the data predates it), without reading the rest of its settings. */
export function storedRankingScale(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : DEFAULT_ASSESSMENT_SETTINGS.rankingScale;
}
