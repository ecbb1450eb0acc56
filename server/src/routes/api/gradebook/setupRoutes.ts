// Setting a course's gradebook up (docs/api-gradebook.md "Settings", "Categories", "Gradebook fields of an item or
// column", "Manual columns"; ADRs 0231, 0232): teachers of the course write, every write is one transaction.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Value } from '@sinclair/typebox/value';
import { checkGradeScale, type GradeScale } from '@domain/gradebook/gradeScales';
import { categoryOfCourse, checkCategoryName, checkColumnName, isCategoryNameTaken, moveCategory, periodOfScheme } from '@domain/gradebook/gradebookSetup';
import { periodsOfScheme } from '@domain/grading/periods';
import { ApiError, badRequest, conflict, notFound } from '../../../errors/ApiError';
import { requireCaller } from '../../../plugins/app/auth';
import { GradebookRepository, type GradebookContextRow } from '../../../repositories/GradebookRepository';
import { GradebookSetupRepository, type CategoryRow, type ColumnWrite } from '../../../repositories/GradebookSetupRepository';
import { errorResponses } from '@contract/errors';
import {
  CategoryBody,
  CategoryParams,
  CategoryPatchBody,
  ColumnBody,
  ColumnParams,
  CourseParams,
  GradebookCategorySchema,
  GradebookItemSchema,
  GradeScaleSchema,
  ItemFieldsBody,
  ItemParams,
  SettingsAnswer,
  SettingsBody,
  type GradebookCategoryDto,
  type GradebookItemDto,
  type SettingsAnswerDto,
} from '@contract/gradebook';
import { deliverInstant } from '../lessons/itemService';
import { requireGradebook } from '../../../policies/gradebookPolicy';
import { requireChange } from '../../../policies/coursePolicy';
import { publishedPeriodsOf, scaleDto, scaleFrom, schemeFrom, schemeOf, toItemDto } from '../../../queries/gradebook/gradebookGrid';

const tags = ['gradebook'];

const invalid = (path: string, message: string) => badRequest('VALIDATION_FAILED', [{ path, message }]);

function requireSomeField(body: object): void {
  if (Object.values(body).every((value) => value === undefined)) throw invalid('/body', 'at least one field is required');
}

/** A domain GradeScale with only its own fields (the body keeps whatever else a client sent). */
function cleanScale(scale: GradeScale): GradeScale {
  switch (scale.kind) {
    case 'numeric':
      return { kind: 'numeric', max: scale.max, decimals: scale.decimals };
    case 'pass-fail':
      return { kind: 'pass-fail', passPercent: scale.passPercent };
    case 'letters':
      return { kind: 'letters', bands: scale.bands.map((b) => ({ label: b.label, minPercent: b.minPercent })) };
    case 'custom':
      return { kind: 'custom', max: scale.max, levels: scale.levels.map((l) => ({ label: l.label, value: l.value })) };
  }
}

/** The body's scale checked for shape, then by the domain's `checkGradeScale` (400 at /scale with its code). */
function scaleOfBody(raw: unknown): GradeScale {
  const shape = [...Value.Errors(GradeScaleSchema, raw)][0];
  if (shape !== undefined) throw invalid(`/scale${shape.path}`, shape.message);
  const checked = checkGradeScale(raw as GradeScale);
  if (checked.err) throw invalid('/scale', checked.val.code);
  return cleanScale(checked.val);
}

interface ItemFieldsInput {
  period?: string | null;
  category_guid?: string | null;
  weight?: number;
  counts_for_final_grade?: boolean;
  late_counts_as_zero?: boolean;
  deliver_at?: string | null;
}

/** The item fields of a body, checked by the domain against the course (period of its scheme, its own category). */
function itemFieldsOf(ctx: GradebookContextRow, body: ItemFieldsInput): ColumnWrite {
  let periodCode: string | null | undefined = body.period;
  if (typeof body.period === 'string') {
    const period = periodOfScheme(body.period, schemeOf(ctx));
    if (period.err) throw invalid('/period', period.val.code);
    periodCode = period.val;
  }
  let categoryGuid: string | null | undefined = body.category_guid;
  if (typeof body.category_guid === 'string') {
    const category = categoryOfCourse(body.category_guid, ctx.categories);
    if (category.err) throw invalid('/category_guid', category.val.code);
    categoryGuid = category.val;
  }
  return {
    periodCode,
    categoryGuid,
    weight: body.weight,
    countsForFinalGrade: body.counts_for_final_grade,
    lateCountsAsZero: body.late_counts_as_zero,
    deliverAt: deliverInstant(body.deliver_at, ctx.timeZone, '/deliver_at'),
  };
}

/**
 * Inside a write's transaction: locks the course (category writes take the same lock) and checks a category sent with
 * the write against the categories as they are now — one a co-teacher deleted a moment ago is refused, not a 500.
 */
async function lockCourseCategory(setup: GradebookSetupRepository, courseGuid: string, categoryGuid: string | null | undefined): Promise<void> {
  await setup.lockCourse(courseGuid);
  if (typeof categoryGuid !== 'string') return;
  const current = categoryOfCourse(categoryGuid, await setup.categories(courseGuid));
  if (current.err) throw invalid('/category_guid', current.val.code);
}

/** Renumbers categories 0…n−1 in the given order; answers the rows whose name, weight or position changed. */
function renumbered(ordered: readonly CategoryRow[], before: readonly CategoryRow[]): { all: CategoryRow[]; changed: CategoryRow[] } {
  const was = new Map(before.map((c) => [c.guid, c]));
  const all = ordered.map((c, position) => ({ ...c, position }));
  const changed = all.filter((c) => {
    const old = was.get(c.guid);
    return old === undefined || old.position !== c.position || old.name !== c.name || Number(old.weight) !== Number(c.weight);
  });
  return { all, changed };
}

const categoryDto = (c: CategoryRow): GradebookCategoryDto => ({ guid: c.guid, name: c.name, weight: Number(c.weight), position: c.position });

export const setupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.repos.gradebook;

  /** The item or column as the grid lists it, read with `db` (inside the write's transaction when given). */
  async function itemAnswer(db: GradebookRepository, ctx: GradebookContextRow, guid: string): Promise<GradebookItemDto> {
    const row = await db.item(ctx.courseGuid, guid);
    if (!row) throw notFound();
    return toItemDto(row, ctx.timeZone);
  }

  app.put(
    '/api/front/courses/:guid/gradebook/settings',
    {
      schema: {
        tags,
        summary: 'A teacher sets the course’s period scheme, final-grade scale and drop-lowest',
        description:
          'At least one field (else 400 /body). The scale is checked by the domain (400 /scale with its code). A new scheme keeps every item’s period code and drops the published periods it does not have. One statement after the access check.',
        params: CourseParams,
        body: SettingsBody,
        response: { 200: SettingsAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request): Promise<SettingsAnswerDto> => {
      const caller = requireCaller(request);
      const { ctx } = requireChange(await requireGradebook(repo, caller, request.params.guid));
      const body = request.body;
      requireSomeField(body);
      const scale = body.scale === undefined ? undefined : scaleOfBody(body.scale);
      const keepPeriods = body.period_scheme === undefined ? undefined : periodsOfScheme(body.period_scheme);
      const row = await new GradebookSetupRepository(app.db).saveSettings(ctx.courseGuid, {
        periodScheme: body.period_scheme,
        scale: scale as Record<string, unknown> | undefined,
        dropLowest: body.drop_lowest,
        keepPeriods,
      });
      const scheme = schemeFrom(row.periodScheme);
      return { period_scheme: scheme, periods: periodsOfScheme(scheme), scale: scaleDto(scaleFrom(row.scale)), drop_lowest: row.dropLowest, published_periods: publishedPeriodsOf(row.publishedPeriods) };
    },
  );

  app.post(
    '/api/front/courses/:guid/gradebook/categories',
    {
      schema: {
        tags,
        summary: 'A teacher adds a grade category (last position)',
        description: 'Name trimmed, 1–60 characters (400 /name); 409 CATEGORY_EXISTS when the course has one with that name, ignoring case.',
        params: CourseParams,
        body: CategoryBody,
        response: { 201: GradebookCategorySchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const { ctx } = requireChange(await requireGradebook(repo, caller, request.params.guid));
      const name = checkCategoryName(request.body.name);
      if (name.err) throw invalid('/name', name.val.code);
      const created = await app.db.transaction(async (tx) => {
        const setup = new GradebookSetupRepository(tx);
        await setup.lockCourse(ctx.courseGuid);
        const existing = await setup.categories(ctx.courseGuid);
        if (isCategoryNameTaken(name.val, existing)) throw conflict('CATEGORY_EXISTS');
        const { changed } = renumbered(existing, existing);
        await setup.saveCategories(ctx.courseGuid, changed);
        return setup.insertCategory(ctx.courseGuid, { name: name.val, weight: request.body.weight, position: existing.length });
      });
      return reply.code(201).send(categoryDto(created));
    },
  );

  app.patch(
    '/api/front/courses/:guid/gradebook/categories/:categoryGuid',
    {
      schema: {
        tags,
        summary: 'A teacher renames, reweighs or moves a grade category',
        description: 'At least one field (else 400 /body). Moving shifts the others so positions stay 0…n−1. 409 CATEGORY_EXISTS; a category of another course: 404.',
        params: CategoryParams,
        body: CategoryPatchBody,
        response: { 200: GradebookCategorySchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request): Promise<GradebookCategoryDto> => {
      const caller = requireCaller(request);
      const { ctx } = requireChange(await requireGradebook(repo, caller, request.params.guid));
      const body = request.body;
      requireSomeField(body);
      let name: string | undefined;
      if (body.name !== undefined) {
        const checked = checkCategoryName(body.name);
        if (checked.err) throw invalid('/name', checked.val.code);
        name = checked.val;
      }
      const categoryGuid = request.params.categoryGuid.toLowerCase();
      const updated = await app.db.transaction(async (tx) => {
        const setup = new GradebookSetupRepository(tx);
        await setup.lockCourse(ctx.courseGuid);
        const existing = await setup.categories(ctx.courseGuid);
        const target = existing.find((c) => c.guid === categoryGuid);
        if (!target) throw notFound();
        if (name !== undefined && isCategoryNameTaken(name, existing, target.guid)) throw conflict('CATEGORY_EXISTS');
        const edited = existing.map((c) => (c === target ? { ...c, name: name ?? c.name, weight: body.weight ?? c.weight } : c));
        const ordered = body.position === undefined ? edited : moveCategory(edited, target.guid, body.position);
        const { all, changed } = renumbered(ordered, existing);
        await setup.saveCategories(ctx.courseGuid, changed);
        const saved = all.find((c) => c.guid === target.guid);
        if (!saved) throw new ApiError(500, 'INTERNAL', 'category lost while moving');
        return saved;
      });
      return categoryDto(updated);
    },
  );

  app.delete(
    '/api/front/courses/:guid/gradebook/categories/:categoryGuid',
    {
      schema: {
        tags,
        summary: 'A teacher deletes a grade category; its items and columns become uncategorised',
        params: CategoryParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const { ctx } = requireChange(await requireGradebook(repo, caller, request.params.guid));
      await app.db.transaction(async (tx) => {
        const setup = new GradebookSetupRepository(tx);
        await setup.lockCourse(ctx.courseGuid);
        if (!(await setup.deleteCategory(ctx.courseGuid, request.params.categoryGuid.toLowerCase()))) throw notFound();
        const rest = await setup.categories(ctx.courseGuid);
        await setup.saveCategories(ctx.courseGuid, renumbered(rest, rest).changed);
      });
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/api/front/courses/:guid/gradebook/items/:itemGuid',
    {
      schema: {
        tags,
        summary: 'A teacher sets the gradebook fields of a lesson item or a manual column',
        description:
          'At least one field (else 400 /body). `period` of the course’s scheme or annual (400 /period period.not-in-scheme); `category_guid` of the course (400 /category_guid category.unknown); `deliver_at` the school’s wall clock; `name`, `max_score` columns only (400 gradebook.lesson-item-field); 409 SCORES_ABOVE_MAX.',
        params: ItemParams,
        body: ItemFieldsBody,
        response: { 200: GradebookItemSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request): Promise<GradebookItemDto> => {
      const caller = requireCaller(request);
      const { ctx } = requireChange(await requireGradebook(repo, caller, request.params.guid));
      const body = request.body;
      requireSomeField(body);
      const fields = itemFieldsOf(ctx, body);
      let name: string | undefined;
      if (body.name !== undefined) {
        const checked = checkColumnName(body.name);
        if (checked.err) throw invalid('/name', checked.val.code);
        name = checked.val;
      }
      const itemGuid = request.params.itemGuid.toLowerCase();
      return app.db.transaction(async (tx) => {
        const setup = new GradebookSetupRepository(tx);
        const grid = new GradebookRepository(tx);
        const target = await grid.lockTarget(ctx.courseGuid, itemGuid);
        if (!target) throw notFound();
        if (fields.categoryGuid !== undefined) await lockCourseCategory(setup, ctx.courseGuid, fields.categoryGuid);
        if (target.kind === 'item') {
          if (body.name !== undefined) throw invalid('/name', 'gradebook.lesson-item-field');
          if (body.max_score !== undefined) throw invalid('/max_score', 'gradebook.lesson-item-field');
          const { deliverAt, ...gradebookFields } = fields;
          await setup.saveItemFields(target.guid, gradebookFields);
          if (deliverAt !== undefined) await setup.saveItemDeliverAt(target.guid, deliverAt);
        } else {
          if (body.max_score !== undefined && (await setup.columnHasScoreAbove(target.guid, body.max_score))) throw conflict('SCORES_ABOVE_MAX');
          await setup.saveColumn(target.guid, { ...fields, name, maxScore: body.max_score });
        }
        return itemAnswer(grid, ctx, target.guid);
      });
    },
  );

  app.post(
    '/api/front/courses/:guid/gradebook/columns',
    {
      schema: {
        tags,
        summary: 'A teacher adds a manual column (an oral exam, a notebook check…), last of the course’s columns',
        description: 'Name trimmed, 1–120 characters (400 /name); max_score (0, 1000], default 10; the other fields as the item PATCH.',
        params: CourseParams,
        body: ColumnBody,
        response: { 201: GradebookItemSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const { ctx } = requireChange(await requireGradebook(repo, caller, request.params.guid));
      const body = request.body;
      const name = checkColumnName(body.name);
      if (name.err) throw invalid('/name', name.val.code);
      const fields = itemFieldsOf(ctx, body);
      const answer = await app.db.transaction(async (tx) => {
        const setup = new GradebookSetupRepository(tx);
        // The course lock also gives two columns created at once their own positions.
        await lockCourseCategory(setup, ctx.courseGuid, fields.categoryGuid);
        const guid = await setup.insertColumn(ctx.courseGuid, { ...fields, name: name.val, maxScore: body.max_score, createdBy: caller.guid });
        return itemAnswer(new GradebookRepository(tx), ctx, guid);
      });
      return reply.code(201).send(answer);
    },
  );

  app.delete(
    '/api/front/courses/:guid/gradebook/columns/:columnGuid',
    {
      schema: {
        tags,
        summary: 'A teacher deletes a manual column with its scores and audit rows',
        params: ColumnParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const { ctx } = requireChange(await requireGradebook(repo, caller, request.params.guid));
      if (!(await new GradebookSetupRepository(app.db).deleteColumn(ctx.courseGuid, request.params.columnGuid.toLowerCase()))) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
