import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { periodLabelKey, type PeriodCode } from '@domain/grading/periods';
import type { AppError } from '@application/shared/AppError';
import { errorMessage } from '@ui/app/errorMessage';

/** A period's label (`periods.t01`…) in the user's language. */
export function periodLabel(t: TFunction, code: PeriodCode): string {
  return t(`catalog:${periodLabelKey(code)}`);
}

/** A list of periods as one phrase ("1.er trimestre, 2.º trimestre"). */
export function periodList(t: TFunction, codes: readonly PeriodCode[], language: string): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(codes.map((code) => periodLabel(t, code)));
}

/** A refusal of a setup call: this feature's own text for its code, else the app's. */
export function setupErrorMessage(t: TFunction, error: AppError | undefined): string {
  return error === undefined ? errorMessage(t, error) : t(`gradebookSetup:errors.${error.code}`, { defaultValue: errorMessage(t, error) });
}

/**
 * A validation code (a domain code like `weight.out-of-range`, or `<field>.invalid`) in the user's language; a
 * more specific key (`context`: e.g. `scale.letters`) wins when it exists.
 */
export function validationMessage(t: TFunction, code: string, values: Record<string, unknown> = {}, context?: string): string {
  const keys = context ? [`gradebookSetup:validation.${context}.${code.split('.').slice(1).join('.')}`] : [];
  return t([...keys, `gradebookSetup:validation.${code}`, 'gradebookSetup:validation.generic'], values);
}

/** Numbers in the user's language (decimal comma in es and pt), up to 2 decimals. */
export function useSetupNumber(): (value: number, decimals?: number) => string {
  const { i18n } = useTranslation();
  return (value, decimals = 2) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: decimals }).format(value);
}
