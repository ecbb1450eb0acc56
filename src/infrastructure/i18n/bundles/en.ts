import type { LanguageBundle } from '@infrastructure/i18n/namespaces';
import common from '@locales/en/common.json';
import shell from '@locales/en/shell.json';
import auth from '@locales/en/auth.json';
import home from '@locales/en/home.json';
import course from '@locales/en/course.json';
import profile from '@locales/en/profile.json';
import legal from '@locales/en/legal.json';
import routes from '@locales/en/routes.json';
import errors from '@locales/en/errors.json';
import validation from '@locales/en/validation.json';
import catalog from '@locales/en/catalog.json';
import components from '@locales/en/components.json';
import lesson from '@locales/en/lesson.json';
import viewer from '@locales/en/viewer.json';
import resources from '@locales/en/resources.json';

export const en: LanguageBundle = { common, shell, auth, home, course, profile, legal, routes, errors, validation, catalog, components, lesson, viewer, resources };
