import { roleName, type Role } from '@domain/identity/roles';

/**
 * How a person wants to be addressed when a language inflects role words ("Profesora", "Professora"). Saved on the
 * user; no value (null) means the person has not said, and role words take the neutral form ("Docente").
 */
export const GRAMMATICAL_GENDERS = ['female', 'male'] as const;
export type GrammaticalGender = (typeof GRAMMATICAL_GENDERS)[number];

export function isGrammaticalGender(value: unknown): value is GrammaticalGender {
  return typeof value === 'string' && (GRAMMATICAL_GENDERS as readonly string[]).includes(value);
}

/** A role word to translate: the catalogue key and the i18next context that picks its form. */
export interface RoleWord {
  /** In the `catalog` namespace, e.g. `roles.teacher`: its bare form is the neutral one. */
  key: string;
  /** `female` or `male` pick `roles.teacher_female` / `roles.teacher_male`; none keeps the neutral word. */
  context: GrammaticalGender | undefined;
}

/** The word naming a person's role, in the form that person chose ("Profesora" for a woman teacher). */
export function roleWord(role: Role, gender: GrammaticalGender | null | undefined): RoleWord {
  return { key: `roles.${roleName(role)}`, context: isGrammaticalGender(gender) ? gender : undefined };
}
