import type { TFunction } from 'i18next';
import { gradeText, MAX_SCALE_DECIMALS, scaleLabelKey, type ScaledGrade } from '@domain/gradebook/gradeScales';
import { contentTypeLabelKey, parseContentTypeCode } from '@domain/content/contentTypes';
import type { GradebookItem } from '@application/gradebook/Gradebook';

/** Formats scores in the UI language (a decimal comma in es and pt), at most 2 decimals unless told. */
export function numberFormatter(language: string, maximumFractionDigits = 2): (value: number) => string {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits, useGrouping: false });
  return (value) => format.format(value);
}

/** Formats final grades: the domain already rounded them to the scale's decimals (up to MAX_SCALE_DECIMALS), shown in full. */
export function gradeFormatter(language: string): (value: number) => string {
  return numberFormatter(language, MAX_SCALE_DECIMALS);
}

/** The decimal sign of a language: what the grid shows and offers when a score is edited. */
export function decimalSeparatorOf(language: string): '.' | ',' {
  const part = new Intl.NumberFormat(language).formatToParts(1.5).find((p) => p.type === 'decimal');
  return part?.value === ',' ? ',' : '.';
}

/** A number as the teacher types it in their language (the initial text of a field): 7.5 → "7,5" in es and pt. */
export function typedNumber(value: number, language: string): string {
  return String(value).replace('.', decimalSeparatorOf(language));
}

/** A final grade on the course's scale: the number in the UI language (`format`: a `gradeFormatter`), a pass/fail label translated, a school's label as written. */
export function gradeLabel(t: TFunction, grade: ScaledGrade, format: (value: number) => string): string {
  if (grade.kind === 'number') return format(grade.value);
  const key = scaleLabelKey(grade);
  return key === undefined ? gradeText(grade) : t(`gradebook:${key}`);
}

/** What kind of column it is: the content type of a lesson item, or "manual column". */
export function itemKindLabel(t: TFunction, item: GradebookItem): string {
  if (item.kind === 'column') return t('gradebook:grid.column.manual');
  const code = item.contentType === null ? undefined : parseContentTypeCode(item.contentType);
  return code === undefined ? t('gradebook:grid.column.evaluable') : t(`catalog:${contentTypeLabelKey(code)}`);
}
