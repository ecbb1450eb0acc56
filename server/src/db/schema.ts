// The one Drizzle schema of the reference server. Every tenant-owned row carries tenant_id or hangs off one that does.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TenantFlags, TenantTheme } from '@domain/tenancy/tenant';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  defaultLanguage: text('default_language').notNull(),
  languages: text('languages').array().notNull(),
  loginMethods: text('login_methods').array().notNull(),
  flags: jsonb('flags').$type<TenantFlags>().notNull(),
  theme: jsonb('theme').$type<TenantTheme>().notNull(),
  hostnames: text('hostnames').array().notNull().default(sql`'{}'::text[]`),
  passwordMinLength: integer('password_min_length').notNull().default(8),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [index('tenants_hostnames_idx').using('gin', t.hostnames)]);

export const schools = pgTable('schools', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  name: text('name').notNull(),
  timeZone: text('time_zone').notNull(),
}, (t) => [index('schools_tenant_idx').on(t.tenantId)]);

export const users = pgTable('users', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  role: text('role').notNull(),
  name: text('name').notNull(),
  lastname: text('lastname').notNull(),
  avatar: text('avatar'),
  referrer: text('referrer'),
  language: text('language'),
  synchronised: boolean('synchronised').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('users_tenant_email_uq').on(t.tenantId, t.email), index('users_tenant_idx').on(t.tenantId)]);

export const schoolMemberships = pgTable('school_memberships', {
  userGuid: uuid('user_guid').notNull().references(() => users.guid, { onDelete: 'cascade' }),
  schoolGuid: uuid('school_guid').notNull().references(() => schools.guid, { onDelete: 'cascade' }),
  /** The user's own order of schools: the first one is the school whose users are loaded (spec §3). */
  position: integer('position').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.userGuid, t.schoolGuid] }), index('school_memberships_school_idx').on(t.schoolGuid)]);

export const courses = pgTable('courses', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  schoolGuid: uuid('school_guid').notNull().references(() => schools.guid),
  name: text('name').notNull(),
  type: text('type').notNull().default('course'),
  discipline: text('discipline').notNull(),
  educationLevel: text('education_level').notNull(),
  educationYear: text('education_year'),
  joinCode: text('join_code').notNull(),
  createdBy: uuid('created_by').references(() => users.guid, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('courses_tenant_join_code_uq').on(t.tenantId, t.joinCode),
  index('courses_tenant_idx').on(t.tenantId),
  index('courses_school_idx').on(t.schoolGuid),
  index('courses_created_by_idx').on(t.createdBy),
]);

export const courseMembers = pgTable('course_members', {
  courseGuid: uuid('course_guid').notNull().references(() => courses.guid, { onDelete: 'cascade' }),
  userGuid: uuid('user_guid').notNull().references(() => users.guid, { onDelete: 'cascade' }),
  /** 'teacher' | 'student': the role inside this course, independent of the user's global role. */
  role: text('role').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.courseGuid, t.userGuid] }), index('course_members_user_idx').on(t.userGuid)]);

export const units = pgTable('units', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  courseGuid: uuid('course_guid').notNull().references(() => courses.guid, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  position: integer('position').notNull(),
}, (t) => [index('units_course_idx').on(t.courseGuid, t.position)]);

export const lessons = pgTable('lessons', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  unitGuid: uuid('unit_guid').notNull().references(() => units.guid, { onDelete: 'cascade' }),
  courseGuid: uuid('course_guid').notNull().references(() => courses.guid, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  thumbnail: text('thumbnail'),
  position: integer('position').notNull(),
  published: boolean('published').notNull().default(true),
}, (t) => [index('lessons_unit_idx').on(t.unitGuid, t.position), index('lessons_course_idx').on(t.courseGuid)]);

export const lessonItems = pgTable('lesson_items', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  lessonGuid: uuid('lesson_guid').notNull().references(() => lessons.guid, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  position: integer('position').notNull(),
  deliverAt: timestamp('deliver_at', { withTimezone: true }),
  canDeliverLate: boolean('can_deliver_late').notNull().default(true),
  isEvaluable: boolean('is_evaluable').notNull().default(false),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
}, (t) => [index('lesson_items_lesson_idx').on(t.lessonGuid, t.position)]);

export const lessonProgress = pgTable('lesson_progress', {
  userGuid: uuid('user_guid').notNull().references(() => users.guid, { onDelete: 'cascade' }),
  lessonGuid: uuid('lesson_guid').notNull().references(() => lessons.guid, { onDelete: 'cascade' }),
  /** Percent, 0–100. */
  progress: integer('progress').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userGuid, t.lessonGuid] }), index('lesson_progress_lesson_idx').on(t.lessonGuid)]);

export const sessions = pgTable('sessions', {
  /** The JWT's jti. */
  id: uuid('id').primaryKey().defaultRandom(),
  userGuid: uuid('user_guid').notNull().references(() => users.guid, { onDelete: 'cascade' }),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [index('sessions_user_idx').on(t.userGuid), index('sessions_tenant_idx').on(t.tenantId)]);

export const passwordResets = pgTable('password_resets', {
  /** sha256 of the token, hex: the token itself is only in the mail. */
  tokenHash: text('token_hash').primaryKey(),
  userGuid: uuid('user_guid').notNull().references(() => users.guid, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [index('password_resets_user_idx').on(t.userGuid)]);

export const loginLinks = pgTable('login_links', {
  tokenHash: text('token_hash').primaryKey(),
  userGuid: uuid('user_guid').notNull().references(() => users.guid, { onDelete: 'cascade' }),
  createdBy: uuid('created_by').references(() => users.guid, { onDelete: 'set null' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [index('login_links_user_idx').on(t.userGuid), index('login_links_created_by_idx').on(t.createdBy)]);

export const serverSecrets = pgTable('server_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
