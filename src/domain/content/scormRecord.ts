import type { ScormVersion } from './scormPackage';

/**
 * What a SCORM package's CMI data means for Tiza. The package's claims are read, never trusted as given: statuses
 * outside the vocabulary count as unknown, scores are clamped to their range, session times are parsed and capped.
 * Decisions: docs/decisions/0591-scorm-records.md
 */
export type Completion = 'not-attempted' | 'incomplete' | 'completed' | 'unknown';
export type Success = 'passed' | 'failed' | 'unknown';

export interface ScormOutcome {
  completion: Completion;
  success: Success;
  /** The score from 0 to 1, or null when the package reported none. */
  scaled: number | null;
}

/** One session is counted at most this long (a tab left open overnight is not a day of study). */
export const MAX_SESSION_SECONDS = 12 * 60 * 60;

type Json = Record<string, unknown>;

const obj = (value: unknown): Json => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const str = (value: unknown): string => (typeof value === 'string' ? value.trim().toLowerCase() : '');

function num(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** raw within min..max (default 0..100) as 0..1. */
function scaledFromRaw(score: Json): number | null {
  const raw = num(score.raw);
  if (raw === null) return null;
  const min = num(score.min) ?? 0;
  const max = num(score.max) ?? 100;
  if (max <= min) return null;
  return clamp01((raw - min) / (max - min));
}

function outcome12(cmi: Json): ScormOutcome {
  const core = obj(cmi.core);
  const status = str(core.lesson_status);
  const scaled = scaledFromRaw(obj(core.score));
  switch (status) {
    case 'passed':
      return { completion: 'completed', success: 'passed', scaled };
    case 'failed':
      return { completion: 'completed', success: 'failed', scaled };
    case 'completed':
      return { completion: 'completed', success: 'unknown', scaled };
    case 'incomplete':
    case 'browsed':
      return { completion: 'incomplete', success: 'unknown', scaled };
    case 'not attempted':
    case '':
      return { completion: 'not-attempted', success: 'unknown', scaled };
    default:
      return { completion: 'unknown', success: 'unknown', scaled };
  }
}

function outcome2004(cmi: Json): ScormOutcome {
  const completionStatus = str(cmi.completion_status);
  const successStatus = str(cmi.success_status);
  const completion: Completion =
    completionStatus === 'completed' ? 'completed' : completionStatus === 'incomplete' ? 'incomplete' : completionStatus === 'not attempted' ? 'not-attempted' : 'unknown';
  const success: Success = successStatus === 'passed' ? 'passed' : successStatus === 'failed' ? 'failed' : 'unknown';
  const score = obj(cmi.score);
  const scaledValue = num(score.scaled);
  const scaled = scaledValue !== null && scaledValue >= -1 && scaledValue <= 1 ? clamp01(scaledValue) : scaledFromRaw(score);
  return { completion, success, scaled };
}

/** The outcome of a CMI record as the package left it (`cmi` without the `cmi.` prefix, as scorm-again renders it). */
export function scormOutcome(version: ScormVersion, cmi: unknown): ScormOutcome {
  return version === '1.2' ? outcome12(obj(cmi)) : outcome2004(obj(cmi));
}

/**
 * Seconds of a session time: SCORM 1.2's `HHHH:MM:SS.SS` or SCORM 2004's ISO 8601 duration (`PT1H2M3.5S`); anything
 * else is 0. Capped at MAX_SESSION_SECONDS, floored to whole seconds.
 */
export function sessionSeconds(value: unknown): number {
  if (typeof value !== 'string') return 0;
  const text = value.trim();
  let seconds = 0;
  const clock = /^(\d{1,4}):([0-5]?\d):([0-5]?\d(?:\.\d{1,2})?)$/.exec(text);
  const iso = /^P(?:(\d+(?:\.\d+)?)Y)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(text);
  if (clock) {
    seconds = Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  } else if (iso && text !== 'P' && !text.endsWith('T')) {
    const [, y, mo, d, h, mi, s] = iso.map((part) => Number(part ?? 0));
    seconds = (y ?? 0) * 365 * 86400 + (mo ?? 0) * 30 * 86400 + (d ?? 0) * 86400 + (h ?? 0) * 3600 + (mi ?? 0) * 60 + (s ?? 0);
  }
  if (!Number.isFinite(seconds) || seconds < 0) return 0;
  return Math.floor(Math.min(seconds, MAX_SESSION_SECONDS));
}

/** The session time the record reports, in seconds. */
export function reportedSessionSeconds(version: ScormVersion, cmi: unknown): number {
  const record = obj(cmi);
  return sessionSeconds(version === '1.2' ? obj(record.core).session_time : record.session_time);
}

/** The lesson's progress for an outcome: done when completed (passed or failed), half-way when started. */
export function progressOf(outcome: ScormOutcome): number {
  if (outcome.completion === 'completed' || outcome.success !== 'unknown') return 100;
  if (outcome.completion === 'incomplete') return 50;
  return 0;
}

/** Total time as SCORM writes it: 1.2 `HHHH:MM:SS`, 2004 `PT#H#M#S`. */
export function formatScormTime(version: ScormVersion, totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (version === '1.2') return `${String(h).padStart(4, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return `PT${h}H${m}M${s}S`;
}

/**
 * The CMI to load when a learner opens the package again: what they left (location, suspend data, statuses, score,
 * interactions), with `entry` set to resume when they had started, the total time Tiza counted, and who they are;
 * the last session's time and exit are not carried over.
 */
export function resumeCmi(version: ScormVersion, stored: unknown, learner: { id: string; name: string }, totalSeconds: number): Record<string, unknown> {
  const cmi = structuredClone(obj(stored));
  const started = scormOutcome(version, cmi).completion !== 'not-attempted';
  if (version === '1.2') {
    const core = obj(cmi.core);
    delete core.session_time;
    delete core.exit;
    cmi.core = { ...core, student_id: learner.id, student_name: learner.name, entry: started ? 'resume' : 'ab-initio', total_time: formatScormTime(version, totalSeconds) };
  } else {
    delete cmi.session_time;
    delete cmi.exit;
    Object.assign(cmi, { learner_id: learner.id, learner_name: learner.name, entry: started ? 'resume' : 'ab-initio', total_time: formatScormTime(version, totalSeconds) });
  }
  return cmi;
}
