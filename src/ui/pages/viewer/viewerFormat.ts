import type { TFunction } from 'i18next';
import { fileSize, fileSizeLabelKey } from '@domain/shared/fileSize';

/** "YYYY-MM-DDTHH:mm[:ss]" written in the school's zone, shown as that same wall-clock time. */
export function formatLocalDateTime(local: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return local;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const wall = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(wall);
}

/** An instant in the reader's language; in the school's zone when known. */
export function formatInstant(instant: Date, language: string, timeZone?: string): string {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(instant);
  } catch {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(instant);
  }
}

/** Seconds → "m:ss" (or "h:mm:ss"), as players show time. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** Bytes in human units (spec §9), with the language's decimal separator. */
export function formatFileSize(t: TFunction, bytes: number, language: string): string {
  const size = fileSize(bytes);
  return t(`viewer:${fileSizeLabelKey(size.unit)}`, { value: new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(size.value) });
}

/** The name of a captions language ("es" → "español"), else the code itself. */
export function languageName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
