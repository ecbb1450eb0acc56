import type { LanguageBundle } from '@infrastructure/i18n/namespaces';
import common from '@locales/pt/common.json';
import shell from '@locales/pt/shell.json';
import auth from '@locales/pt/auth.json';
import home from '@locales/pt/home.json';
import course from '@locales/pt/course.json';
import profile from '@locales/pt/profile.json';
import legal from '@locales/pt/legal.json';
import routes from '@locales/pt/routes.json';
import errors from '@locales/pt/errors.json';
import validation from '@locales/pt/validation.json';
import catalog from '@locales/pt/catalog.json';
import components from '@locales/pt/components.json';
import lesson from '@locales/pt/lesson.json';
import viewer from '@locales/pt/viewer.json';
import resources from '@locales/pt/resources.json';

export const pt: LanguageBundle = { common, shell, auth, home, course, profile, legal, routes, errors, validation, catalog, components, lesson, viewer, resources };
