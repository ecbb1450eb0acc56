/** The message catalogues of locales/<lng>/ that every screen may need: Spanish ships them with the app. */
export const CORE_NAMESPACES = [
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
] as const;

/** The learning feature's catalogues (lessons, viewers, resources, tasks, calendar, board, sync status): loaded with its first screen (LazyFeatureLoader). */
export const LEARNING_NAMESPACES = ['lesson', 'viewer', 'resources', 'tasks', 'calendar', 'board', 'sync'] as const;

/** The assessments feature's catalogues: loaded with its first screen (LazyFeatureLoader). */
export const ASSESSMENT_NAMESPACES = ['questions', 'questionsMore', 'assessment', 'assessmentEditor', 'results'] as const;

/** The gradebook feature's catalogues: loaded with /course/{guid}/grades (LazyFeatureLoader). */
export const GRADEBOOK_NAMESPACES = ['gradebook', 'gradebookSetup', 'gradebookClassroom', 'gradebookAreas', 'gradebookExport', 'myGrades'] as const;

/** The accounts feature's catalogue (sign-up, guardians' consent, the library): loaded with its first screen. */
export const ACCOUNTS_NAMESPACES = ['accounts'] as const;

/** The projection feature's catalogues: loaded with the projector or the remote (LazyFeatureLoader). */
export const PROJECTION_NAMESPACES = ['projection'] as const;

/** The helpdesk's desk: loaded with its first screen (LazyFeatureLoader). */
export const HELPDESK_NAMESPACES = ['helpdesk'] as const;

/** The school admin's desk and the audit log: loaded with their first screen (LazyFeatureLoader). */
export const ADMIN_NAMESPACES = ['admin'] as const;

/** Every message catalogue of locales/<lng>/. */
export const NAMESPACES = [...CORE_NAMESPACES, ...LEARNING_NAMESPACES, ...ASSESSMENT_NAMESPACES, ...GRADEBOOK_NAMESPACES, ...ACCOUNTS_NAMESPACES, ...PROJECTION_NAMESPACES, ...HELPDESK_NAMESPACES, ...ADMIN_NAMESPACES] as const;

export type Namespace = (typeof NAMESPACES)[number];
export type CoreNamespace = (typeof CORE_NAMESPACES)[number];
export type LearningNamespace = (typeof LEARNING_NAMESPACES)[number];
export type AssessmentNamespace = (typeof ASSESSMENT_NAMESPACES)[number];
export type GradebookNamespace = (typeof GRADEBOOK_NAMESPACES)[number];
export type AccountsNamespace = (typeof ACCOUNTS_NAMESPACES)[number];
export type ProjectionNamespace = (typeof PROJECTION_NAMESPACES)[number];
export type HelpdeskNamespace = (typeof HELPDESK_NAMESPACES)[number];
export type AdminNamespace = (typeof ADMIN_NAMESPACES)[number];
export type Messages = Record<string, unknown>;
/** A whole language (en and pt load this way when first chosen). */
export type LanguageBundle = Record<Namespace, Messages>;
