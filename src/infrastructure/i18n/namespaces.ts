/** Every message catalogue of locales/<lng>/, loaded together per language. */
export const NAMESPACES = [
  'common',
  'shell',
  'auth',
  'home',
  'course',
  'profile',
  'legal',
  'routes',
  'errors',
  'validation',
  'catalog',
  'components',
  'lesson',
  'viewer',
  'resources',
  'questions',
  'questionsMore',
  'assessment',
  'assessmentEditor',
  'results',
] as const;

export type Namespace = (typeof NAMESPACES)[number];
export type LanguageBundle = Record<Namespace, Record<string, unknown>>;
