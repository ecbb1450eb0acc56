import type { CoreNamespace, Messages } from '@infrastructure/i18n/namespaces';
import common from '@locales/es/common.json';
import shell from '@locales/es/shell.json';
import auth from '@locales/es/auth.json';
import home from '@locales/es/home.json';
import course from '@locales/es/course.json';
import profile from '@locales/es/profile.json';
import legal from '@locales/es/legal.json';
import routes from '@locales/es/routes.json';
import errors from '@locales/es/errors.json';
import validation from '@locales/es/validation.json';
import catalog from '@locales/es/catalog.json';
import components from '@locales/es/components.json';

/** Spanish ships with the app (default and fallback): the core catalogues; the features' come with them (esLearning, esAssessments, esGradebook). */
export const es: Record<CoreNamespace, Messages> = { common, shell, auth, home, course, profile, legal, routes, errors, validation, catalog, components };
