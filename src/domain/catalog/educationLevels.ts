/** Spec §3: education levels. Labels come from locales (`levels.<key>`). */
export const EDUCATION_LEVELS = {
  el1: 'preschool',
  el2: 'primary',
  el3: 'secondary',
  el4: 'baccalaureate',
} as const;

export type EducationLevelCode = keyof typeof EDUCATION_LEVELS;
export const EDUCATION_LEVEL_CODES = Object.keys(EDUCATION_LEVELS) as EducationLevelCode[];

export function isEducationLevelCode(value: unknown): value is EducationLevelCode {
  return typeof value === 'string' && Object.hasOwn(EDUCATION_LEVELS, value);
}

/** A level as stored (always one of the codes: written through the schemas); anything else reads as the first level. */
export function storedEducationLevel(value: string): EducationLevelCode {
  return isEducationLevelCode(value) ? value : 'el1';
}
