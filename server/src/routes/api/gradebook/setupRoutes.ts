// Setting a course's gradebook up (docs/api-gradebook.md "Settings", "Categories", "Gradebook fields of an item or
// column", "Manual columns"; ADRs 0231, 0232): teachers of the course write, every write is one command in one transaction.
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CategoryBody,
  CategoryParams,
  CategoryPatchBody,
  ColumnBody,
  ColumnParams,
  CourseParams,
  GradebookCategorySchema,
  GradebookItemSchema,
  ItemFieldsBody,
  ItemParams,
  SettingsAnswer,
  SettingsBody,
} from '@contract/gradebook';
import { createCategory } from '../../../commands/gradebook/createCategory';
import { createColumn } from '../../../commands/gradebook/createColumn';
import { deleteCategory } from '../../../commands/gradebook/deleteCategory';
import { deleteColumn } from '../../../commands/gradebook/deleteColumn';
import { saveSettings } from '../../../commands/gradebook/saveSettings';
import { updateCategory } from '../../../commands/gradebook/updateCategory';
import { updateItemFields } from '../../../commands/gradebook/updateItemFields';
import { requireChange } from '../../../policies/coursePolicy';
import { requireGradebook } from '../../../policies/gradebookPolicy';
import { routesOf } from '../../routeShapes';

const tags = ['gradebook'];

export const setupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const routes = routesOf(app, tags);
  const repo = app.repos.gradebook;

  routes.answer('PUT', '/api/front/courses/:guid/gradebook/settings', {
    summary: 'A teacher sets the course’s period scheme, final-grade scale and drop-lowest',
    description:
      'At least one field (else 400 /body). The scale is checked against GradeScaleBody (400 /scale…) and by the domain (400 /scale with its code). A new scheme keeps every item’s period code and drops the published periods it does not have. One statement after the access check.',
    params: CourseParams, body: SettingsBody, answer: SettingsAnswer, errors: [401, 403, 404],
  }, async (request, caller) => {
    const { ctx } = requireChange(await requireGradebook(repo, caller, request.params.guid));
    return app.transaction((repos) => saveSettings(repos, { courseGuid: ctx.courseGuid, body: request.body }));
  });

  routes.created('POST', '/api/front/courses/:guid/gradebook/categories', {
    summary: 'A teacher adds a grade category (last position)',
    description: 'Name trimmed, 1–60 characters (400 /name); 409 CATEGORY_EXISTS when the course has one with that name, ignoring case.',
    params: CourseParams, body: CategoryBody, created: GradebookCategorySchema, errors: [401, 403, 404, 409],
  }, async (request, caller) => {
    const { ctx } = requireChange(await requireGradebook(repo, caller, request.params.guid));
    return app.transaction((repos) => createCategory(repos, { courseGuid: ctx.courseGuid, body: request.body }));
  });

  routes.answer('PATCH', '/api/front/courses/:guid/gradebook/categories/:categoryGuid', {
    summary: 'A teacher renames, reweighs or moves a grade category',
    description: 'At least one field (else 400 /body). Moving shifts the others so positions stay 0…n−1. 409 CATEGORY_EXISTS; a category of another course: 404.',
    params: CategoryParams, body: CategoryPatchBody, answer: GradebookCategorySchema, errors: [401, 403, 404, 409],
  }, async (request, caller) => {
    const { ctx } = requireChange(await requireGradebook(repo, caller, request.params.guid));
    return app.transaction((repos) => updateCategory(repos, { courseGuid: ctx.courseGuid, categoryGuid: request.params.categoryGuid, body: request.body }));
  });

  routes.command('DELETE', '/api/front/courses/:guid/gradebook/categories/:categoryGuid', {
    summary: 'A teacher deletes a grade category; its items and columns become uncategorised',
    params: CategoryParams, errors: [401, 403, 404],
  }, async (request, caller) => {
    const { ctx } = requireChange(await requireGradebook(repo, caller, request.params.guid));
    return (repos) => deleteCategory(repos, { courseGuid: ctx.courseGuid, categoryGuid: request.params.categoryGuid });
  });

  routes.answer('PATCH', '/api/front/courses/:guid/gradebook/items/:itemGuid', {
    summary: 'A teacher sets the gradebook fields of a lesson item or a manual column',
    description:
      'At least one field (else 400 /body). `period` of the course’s scheme or annual (400 /period period.not-in-scheme); `category_guid` of the course (400 /category_guid category.unknown); `deliver_at` the school’s wall clock; `name`, `max_score` columns only (400 gradebook.lesson-item-field); 409 SCORES_ABOVE_MAX.',
    params: ItemParams, body: ItemFieldsBody, answer: GradebookItemSchema, errors: [401, 403, 404, 409],
  }, async (request, caller) => {
    const { ctx } = requireChange(await requireGradebook(repo, caller, request.params.guid));
    return app.transaction((repos) => updateItemFields(repos, { gradebook: ctx, itemGuid: request.params.itemGuid, body: request.body }));
  });

  routes.created('POST', '/api/front/courses/:guid/gradebook/columns', {
    summary: 'A teacher adds a manual column (an oral exam, a notebook check…), last of the course’s columns',
    description: 'Name trimmed, 1–120 characters (400 /name); max_score (0, 1000], default 10; the other fields as the item PATCH.',
    params: CourseParams, body: ColumnBody, created: GradebookItemSchema, errors: [401, 403, 404],
  }, async (request, caller) => {
    const { ctx } = requireChange(await requireGradebook(repo, caller, request.params.guid));
    return app.transaction((repos) => createColumn(repos, caller, { gradebook: ctx, body: request.body }));
  });

  routes.command('DELETE', '/api/front/courses/:guid/gradebook/columns/:columnGuid', {
    summary: 'A teacher deletes a manual column with its scores and audit rows',
    params: ColumnParams, errors: [401, 403, 404],
  }, async (request, caller) => {
    const { ctx } = requireChange(await requireGradebook(repo, caller, request.params.guid));
    return (repos) => deleteColumn(repos, { courseGuid: ctx.courseGuid, columnGuid: request.params.columnGuid });
  });
};
