// The one Drizzle schema of the reference server. Every tenant-owned row carries tenant_id or hangs off one that does.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, customType, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TenantFlags, TenantTheme } from '@domain/tenancy/tenant';
import { NAME_FOLD } from '@domain/helpdesk/userSearch';
import type { ProjectionTimer, ProjectionView } from '@domain/projection/projectionView';
import type { StoredIdentityProvider } from '../sso/identityProvider';

/** A name as the helpdesk's search compares it (ADR 0620): lower case, accents folded by the domain's NAME_FOLD. */
export const foldedName = (column: AnyPgColumn) => sql`translate(lower(${column}), ${sql.raw(`'${NAME_FOLD.from}'`)}, ${sql.raw(`'${NAME_FOLD.to}'`)})`;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A teacher's manual score (ADRs 0137, 0232), the same in `score_overrides` and `column_scores`: a score or only an
 * excuse (a check keeps a row from holding neither), who set it and when.
 */
const manualScore = () => ({
  score: numeric('score', { precision: 7, scale: 3, mode: 'number' }),
  excused: boolean('excused').notNull().default(false),
  changedBy: uuid('changed_by').references(() => users.guid, { onDelete: 'set null' }),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

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
  /** Below this age a person signing up waits for a parent's or guardian's consent (ADR 0530): es 14, pt 13, else 16. */
  digitalConsentAge: integer('digital_consent_age').notNull().default(16),
  isDefault: boolean('is_default').notNull().default(false),
  /** Single sign-on providers, written from TENANTS_FILE at start (ADR 0534); secrets are named, never stored. */
  identityProviders: jsonb('identity_providers').$type<StoredIdentityProvider[]>().notNull().default(sql`'[]'::jsonb`),
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
  /** How the user wants to be addressed ('female' | 'male', src/domain/users/roleWord.ts); null: not said, neutral words. */
  grammaticalGender: text('grammatical_gender'),
  synchronised: boolean('synchronised').notNull().default(true),
  /** Asked at sign-up (spec §5: minors need a guardian's consent); null for accounts the school made. */
  birthDate: date('birth_date', { mode: 'string' }),
  /** 'active' | 'pending-consent': a child who signed up waits for a guardian and cannot sign in (ADR 0530). */
  status: text('status').notNull().default('active'),
  /** Asked for the daily e-mail digest of unread notifications (ADR 0519); off by default. */
  dailyDigest: boolean('daily_digest').notNull().default(false),
  /** Asked for less motion everywhere (ADR 0537); the device's own `prefers-reduced-motion` is honoured too. */
  reducedMotion: boolean('reduced_motion').notNull().default(false),
  /** Asked for larger text everywhere (ADR 0537). */
  largerText: boolean('larger_text').notNull().default(false),

  /** The rule the school system's last sync refused this user's row for (domain RowProblem rule); null: none. */
  syncError: text('sync_error'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('users_tenant_email_uq').on(t.tenantId, t.email),
  index('users_tenant_idx').on(t.tenantId),
  // The helpdesk's search (ADR 0620): the start of an e-mail, a first name or a surname, case and accents folded as
  // src/domain/helpdesk/userSearch.ts NAME_FOLD says (`foldedName`, which HelpdeskRepository's search uses too).
  index('users_tenant_email_prefix_idx').on(t.tenantId, sql`lower(${t.email}) text_pattern_ops`),
  index('users_tenant_name_prefix_idx').on(t.tenantId, sql`${foldedName(t.name)} text_pattern_ops`),
  index('users_tenant_lastname_prefix_idx').on(t.tenantId, sql`${foldedName(t.lastname)} text_pattern_ops`),
]);

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
  /** Set when a course holding students' records was deleted (ADR 0239): gone from every list and screen, rows kept. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  archivedBy: uuid('archived_by').references(() => users.guid, { onDelete: 'set null' }),
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
  /** Students see published items only. */
  published: boolean('published').notNull().default(true),
  /** 'all' | 'teachers': teacher-only items are the course's classroom resources. */
  audience: text('audience').notNull().default('all'),
  sectionName: text('section_name'),
  /** The teacher's notes for class (plain text): its editors and the projection's remote read them; students never. */
  teacherNotes: text('teacher_notes'),
  /** When the teacher published this item's scores to students (null: unpublished; spec §4). */
  gradesPublishedAt: timestamp('grades_published_at', { withTimezone: true }),
  /** Per content type (docs/api.md); validated by the server's schema per type before it is stored. */
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('lesson_items_lesson_idx').on(t.lessonGuid, t.position)]);

/** An uploaded file; the bytes live in DATA_DIR/files/<tenant>/<guid>, written before this row (never half-written). */
export const files = pgTable('files', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  courseGuid: uuid('course_guid').notNull().references(() => courses.guid, { onDelete: 'cascade' }),
  ownerGuid: uuid('owner_guid').references(() => users.guid, { onDelete: 'set null' }),
  /** 'content' (teacher material) | 'captions' | 'hand-in' (a student's). */
  purpose: text('purpose').notNull(),
  /** Domain MediaType or 'captions'. */
  mediaType: text('media_type').notNull(),
  /** The mime type recognised from the content, not the one the browser claimed. */
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  name: text('name').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: createdAt(),
}, (t) => [index('files_course_idx').on(t.courseGuid), index('files_owner_idx').on(t.ownerGuid)]);

/** A user's progress in one item: percent (never goes down) and where to resume (seconds or page). */
export const itemProgress = pgTable('item_progress', {
  userGuid: uuid('user_guid').notNull().references(() => users.guid, { onDelete: 'cascade' }),
  itemGuid: uuid('item_guid').notNull().references(() => lessonItems.guid, { onDelete: 'cascade' }),
  progress: integer('progress').notNull(),
  position: integer('position'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userGuid, t.itemGuid] }), index('item_progress_item_idx').on(t.itemGuid)]);

/** Spec §3 Job: one student's submission for one lesson item. status pending → delivered → evaluated. */
export const jobs = pgTable('jobs', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  itemGuid: uuid('item_guid').notNull().references(() => lessonItems.guid, { onDelete: 'cascade' }),
  personGuid: uuid('person_guid').notNull().references(() => users.guid, { onDelete: 'cascade' }),
  status: text('status').notNull().default('pending'),
  text: text('text'),
  fileGuids: uuid('file_guids').array().notNull().default(sql`'{}'::uuid[]`),
  /** The client's idempotency key of the hand-in: a retry with the same key answers the same job. */
  submissionKey: text('submission_key'),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  late: boolean('late').notNull().default(false),
  score: numeric('score', { precision: 7, scale: 3, mode: 'number' }),
  feedback: text('feedback'),
  evaluatedBy: uuid('evaluated_by').references(() => users.guid, { onDelete: 'set null' }),
  evaluatedAt: timestamp('evaluated_at', { withTimezone: true }),
  /** The teacher assigned to grade this job when it is not the course's teachers at large (spec §4 'assessment-reassigned'). */
  evaluatorGuid: uuid('evaluator_guid').references(() => users.guid, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('jobs_item_person_uq').on(t.itemGuid, t.personGuid), index('jobs_person_idx').on(t.personGuid)]);

export const lessonProgress = pgTable('lesson_progress', {
  userGuid: uuid('user_guid').notNull().references(() => users.guid, { onDelete: 'cascade' }),
  lessonGuid: uuid('lesson_guid').notNull().references(() => lessons.guid, { onDelete: 'cascade' }),
  /** Percent, 0–100. */
  progress: integer('progress').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userGuid, t.lessonGuid] }), index('lesson_progress_lesson_idx').on(t.lessonGuid)]);

/** Raw bytes (PostgreSQL bytea), read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A user's uploaded picture (ADR 0533): the bytes as cropped by the client and recognised by content (JPEG, PNG or
 * WebP), served at `/api/avatars/{token}`; `users.avatar` holds that address. A new picture gets a new token, so the
 * address can be cached for ever; the token is 128 random bits, so only those shown the address can fetch it.
 */
export const userAvatars = pgTable('user_avatars', {
  userGuid: uuid('user_guid').primaryKey().references(() => users.guid, { onDelete: 'cascade' }),
  token: text('token').notNull(),
  mime: text('mime').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('user_avatars_token_uq').on(t.token)]);

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

/** Who signed in through an identity provider: (tenant, issuer, subject) → the account it opens (ADR 0534). */
export const oauthAccounts = pgTable('oauth_accounts', {
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  issuer: text('issuer').notNull(),
  subject: text('subject').notNull(),
  userGuid: uuid('user_guid').notNull().references(() => users.guid, { onDelete: 'cascade' }),
  /** The e-mail the provider gave at the last sign-in (what an admin sees; never used to match). */
  email: text('email'),
  createdAt: createdAt(),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.issuer, t.subject] }), index('oauth_accounts_user_idx').on(t.userGuid)]);

/**
 * A single sign-on on its way (ADR 0534): created by the start route, taken once by the callback (deleted as it is
 * read), refused after `expires_at`. Only the state's hash is kept; the PKCE verifier and nonce never leave the server.
 */
export const ssoRequests = pgTable('sso_requests', {
  stateHash: text('state_hash').primaryKey(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  providerId: text('provider_id').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  /** Where to land after signing in: already a safe destination (ADR 0531). */
  next: text('next').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
}, (t) => [index('sso_requests_expires_idx').on(t.expiresAt)]);

/**
 * A SAML sign-in on its way (ADR 0550): the AuthnRequest's id (hashed) → tenant, provider and safe `next`; taken once
 * by the consumer service, by the InResponseTo of the signed assertion, and refused after `expires_at`.
 */
export const samlRequests = pgTable('saml_requests', {
  requestIdHash: text('request_id_hash').primaryKey(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  providerId: text('provider_id').notNull(),
  /** Where to land after signing in: already a safe destination (ADR 0531). */
  next: text('next').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
}, (t) => [index('saml_requests_expires_idx').on(t.expiresAt)]);

/**
 * SAML assertions already used (ADR 0550): kept until the assertion would be refused as expired anyway, so a second
 * use of the same one is refused as a replay.
 */
export const samlAssertions = pgTable('saml_assertions', {
  tenantId: text('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  assertionId: text('assertion_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.issuer, t.assertionId] }), index('saml_assertions_expires_idx').on(t.expiresAt)]);

export const serverSecrets = pgTable('server_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Attempts counted per key and window (login, recovery, login links), shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  /** sha256 of route + client address + email: no address or email is stored in clear. */
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
}, (t) => [index('rate_limits_reset_idx').on(t.resetAt)]);

/** A question of an assessment (a CTTY_09 lesson item). question_guid = content_guid (spec §3). */
export const questions = pgTable('questions', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  itemGuid: uuid('item_guid').notNull().references(() => lessonItems.guid, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  /** QT_1 … QT_21 (src/domain/assessments/questionTypes.ts). */
  type: text('type').notNull(),
  /** content_name: a short title; content_description: the prompt (formatted text). */
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** ranking_scale: the question's points. */
  points: numeric('points', { precision: 7, scale: 2, mode: 'number' }).notNull(),
  /** question_data: validated by the domain per type before it is stored; holds the answer key. */
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('questions_item_idx').on(t.itemGuid, t.position)]);

/** A student's attempt at an assessment; timing is the server's (started_at, deadline_at). */
export const attempts = pgTable('attempts', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  itemGuid: uuid('item_guid').notNull().references(() => lessonItems.guid, { onDelete: 'cascade' }),
  personGuid: uuid('person_guid').notNull().references(() => users.guid, { onDelete: 'cascade' }),
  /** 1, 2, … per student and assessment. */
  number: integer('number').notNull(),
  /** 'in-progress' | 'submitted'. */
  status: text('status').notNull().default('in-progress'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  /** null: unlimited. */
  deadlineAt: timestamp('deadline_at', { withTimezone: true }),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  /** The client's idempotency key of the submit; null when the server closed it at the deadline. */
  submissionKey: text('submission_key'),
  autoSubmitted: boolean('auto_submitted').notNull().default(false),
  /** Sum of points earned / of the questions' points, and the score on the assessment's ranking scale. */
  points: numeric('points', { precision: 9, scale: 2, mode: 'number' }),
  maxPoints: numeric('max_points', { precision: 9, scale: 2, mode: 'number' }),
  score: numeric('score', { precision: 7, scale: 2, mode: 'number' }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('attempts_item_person_number_uq').on(t.itemGuid, t.personGuid, t.number),
  // At most one open attempt per student and assessment.
  uniqueIndex('attempts_one_open_uq').on(t.itemGuid, t.personGuid).where(sql`status = 'in-progress'`),
  index('attempts_person_idx').on(t.personGuid),
]);

/** A student's answer to one question in one attempt; `revision` orders saves (a stale one is ignored). */
export const answers = pgTable('answers', {
  attemptGuid: uuid('attempt_guid').notNull().references(() => attempts.guid, { onDelete: 'cascade' }),
  questionGuid: uuid('question_guid').notNull().references(() => questions.guid, { onDelete: 'cascade' }),
  answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
  revision: integer('revision').notNull(),
  /** Domain scoring on submit (null: waits for a teacher). */
  autoPoints: numeric('auto_points', { precision: 7, scale: 2, mode: 'number' }),
  outcome: text('outcome'),
  /** A teacher's score and feedback (overrides auto_points). */
  manualPoints: numeric('manual_points', { precision: 7, scale: 2, mode: 'number' }),
  feedback: text('feedback'),
  gradedBy: uuid('graded_by').references(() => users.guid, { onDelete: 'set null' }),
  gradedAt: timestamp('graded_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.attemptGuid, t.questionGuid] }), index('answers_question_idx').on(t.questionGuid)]);

/** Who changed which grade when (manual grading of answers and jobs). */
export const gradeAudit = pgTable('grade_audit', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  /** The lesson item graded; null for a manual gradebook column (then `columnGuid` is set: exactly one of the two). */
  itemGuid: uuid('item_guid').references(() => lessonItems.guid, { onDelete: 'cascade' }),
  columnGuid: uuid('column_guid').references((): AnyPgColumn => gradebookColumns.guid, { onDelete: 'cascade' }),
  personGuid: uuid('person_guid').notNull().references(() => users.guid, { onDelete: 'cascade' }),
  questionGuid: uuid('question_guid'),
  changedBy: uuid('changed_by').references(() => users.guid, { onDelete: 'set null' }),
  oldPoints: numeric('old_points', { precision: 7, scale: 2, mode: 'number' }),
  newPoints: numeric('new_points', { precision: 7, scale: 2, mode: 'number' }),
  feedback: text('feedback'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  /** What was changed: null for the assessments' grading (answers, jobs); 'gradebook-override' for a manual gradebook score (ADR 0231). */
  source: text('source'),
}, (t) => [
  index('grade_audit_item_idx').on(t.itemGuid, t.personGuid),
  index('grade_audit_column_idx').on(t.columnGuid, t.personGuid),
  check('grade_audit_one_target', sql`(${t.itemGuid} is null) <> (${t.columnGuid} is null)`),
]);

// The gradebook (ADR 0231). Tenant-scoped through the course; a course without a row uses the defaults.

/** A course's gradebook settings: its period scheme (domain PERIOD_SCHEMES key), scale and periods published. */
export const courseGradebooks = pgTable('course_gradebooks', {
  courseGuid: uuid('course_guid').primaryKey().references(() => courses.guid, { onDelete: 'cascade' }),
  /** 'quarters' (t01–t03) | 'terms' | 'bimesters' | 'semesters'. */
  periodScheme: text('period_scheme').notNull().default('quarters'),
  /** A domain GradeScale (checked with checkGradeScale); null: numeric 0–10 with 2 decimals. */
  scale: jsonb('scale').$type<Record<string, unknown>>(),
  /** Drop the N lowest counted items of each category (domain finalGrade `dropLowest`). */
  dropLowest: integer('drop_lowest').notNull().default(0),
  /** Period codes whose end-of-period grades are published to students. */
  publishedPeriods: text('published_periods').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A grade category of a course (exams, homework…) with its weight in the final grade. */
export const gradeCategories = pgTable('grade_categories', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  courseGuid: uuid('course_guid').notNull().references(() => courses.guid, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  weight: numeric('weight', { precision: 7, scale: 2, mode: 'number' }).notNull().default(1),
  position: integer('position').notNull().default(0),
}, (t) => [uniqueIndex('grade_categories_course_name_uq').on(t.courseGuid, t.name)]);

/** A lesson item's gradebook fields (a side table: no row = the defaults, period and category unset). */
export const gradebookItems = pgTable('gradebook_items', {
  itemGuid: uuid('item_guid').primaryKey().references(() => lessonItems.guid, { onDelete: 'cascade' }),
  /** A domain period code ('t01'…'annual'); null: not assigned to a period (counts in the annual grade only). */
  periodCode: text('period_code'),
  categoryGuid: uuid('category_guid').references(() => gradeCategories.guid, { onDelete: 'set null' }),
  /** Weight inside its category. */
  weight: numeric('weight', { precision: 7, scale: 2, mode: 'number' }).notNull().default(1),
  countsForFinalGrade: boolean('counts_for_final_grade').notNull().default(true),
  lateCountsAsZero: boolean('late_counts_as_zero').notNull().default(false),
}, (t) => [index('gradebook_items_category_idx').on(t.categoryGuid)]);

/**
 * A teacher's manual score for one student and item: wins over the job's precalculated score (ADR 0137). A row may
 * hold only `excused` (score null): the item does not count for that student (ADR 0232).
 */
export const scoreOverrides = pgTable('score_overrides', {
  itemGuid: uuid('item_guid').notNull().references(() => lessonItems.guid, { onDelete: 'cascade' }),
  personGuid: uuid('person_guid').notNull().references(() => users.guid, { onDelete: 'cascade' }),
  ...manualScore(),
}, (t) => [
  primaryKey({ columns: [t.itemGuid, t.personGuid] }),
  index('score_overrides_person_idx').on(t.personGuid),
  check('score_overrides_not_empty', sql`${t.score} is not null or ${t.excused}`),
]);

/**
 * A manual column of the gradebook (an oral exam, a notebook check…): gradable like a lesson item but with no content;
 * its scores are all manual (ADR 0232). Same gradebook fields as `gradebook_items`, plus its own publication.
 */
export const gradebookColumns = pgTable('gradebook_columns', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  courseGuid: uuid('course_guid').notNull().references(() => courses.guid, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  maxScore: numeric('max_score', { precision: 7, scale: 2, mode: 'number' }).notNull().default(10),
  /** The due date (an instant; shown in the school's time zone). */
  deliverAt: timestamp('deliver_at', { withTimezone: true }),
  periodCode: text('period_code'),
  categoryGuid: uuid('category_guid').references(() => gradeCategories.guid, { onDelete: 'set null' }),
  weight: numeric('weight', { precision: 7, scale: 2, mode: 'number' }).notNull().default(1),
  countsForFinalGrade: boolean('counts_for_final_grade').notNull().default(true),
  lateCountsAsZero: boolean('late_counts_as_zero').notNull().default(false),
  gradesPublishedAt: timestamp('grades_published_at', { withTimezone: true }),
  position: integer('position').notNull().default(0),
  createdBy: uuid('created_by').references(() => users.guid, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [index('gradebook_columns_course_idx').on(t.courseGuid, t.position), index('gradebook_columns_category_idx').on(t.categoryGuid)]);

/** The scores of a manual column: one row per student with a score or an excuse. */
export const columnScores = pgTable('column_scores', {
  columnGuid: uuid('column_guid').notNull().references(() => gradebookColumns.guid, { onDelete: 'cascade' }),
  personGuid: uuid('person_guid').notNull().references(() => users.guid, { onDelete: 'cascade' }),
  ...manualScore(),
}, (t) => [
  primaryKey({ columns: [t.columnGuid, t.personGuid] }),
  index('column_scores_person_idx').on(t.personGuid),
  check('column_scores_not_empty', sql`${t.score} is not null or ${t.excused}`),
]);

/** A class session whose attendance was taken: one per course and school day (ADR 0233). */
export const attendanceSessions = pgTable('attendance_sessions', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  courseGuid: uuid('course_guid').notNull().references(() => courses.guid, { onDelete: 'cascade' }),
  /** The school-local day, YYYY-MM-DD. */
  day: date('day', { mode: 'string' }).notNull(),
  takenBy: uuid('taken_by').references(() => users.guid, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('attendance_sessions_course_day_uq').on(t.courseGuid, t.day)]);

/** One student's mark in a session: domain AttendanceStatus (present, absent, late, excused). */
export const attendanceMarks = pgTable('attendance_marks', {
  sessionGuid: uuid('session_guid').notNull().references(() => attendanceSessions.guid, { onDelete: 'cascade' }),
  personGuid: uuid('person_guid').notNull().references(() => users.guid, { onDelete: 'cascade' }),
  status: text('status').notNull(),
}, (t) => [primaryKey({ columns: [t.sessionGuid, t.personGuid] }), index('attendance_marks_person_idx').on(t.personGuid)]);

/** A behaviour point (domain BehaviourPoint): positive or needs-work, with its reason (ADR 0233). */
export const behaviourPoints = pgTable('behaviour_points', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  courseGuid: uuid('course_guid').notNull().references(() => courses.guid, { onDelete: 'cascade' }),
  personGuid: uuid('person_guid').notNull().references(() => users.guid, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  reason: text('reason').notNull(),
  /** The school-local day the point is about. */
  day: date('day', { mode: 'string' }).notNull(),
  givenBy: uuid('given_by').references(() => users.guid, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [index('behaviour_points_course_idx').on(t.courseGuid, t.day), index('behaviour_points_person_idx').on(t.personGuid)]);

/** Days without classes (holidays, breaks) of a school, or of one of its courses: both ends included (ADR 0500). */
export const nonSchoolDays = pgTable('non_school_days', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  schoolGuid: uuid('school_guid').notNull().references(() => schools.guid, { onDelete: 'cascade' }),
  /** Null: the whole school. */
  courseGuid: uuid('course_guid').references(() => courses.guid, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  endsOn: date('ends_on', { mode: 'string' }).notNull(),
  createdBy: uuid('created_by').references(() => users.guid, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  index('non_school_days_school_idx').on(t.schoolGuid, t.startsOn),
  index('non_school_days_course_idx').on(t.courseGuid),
  check('non_school_days_order', sql`${t.endsOn} >= ${t.startsOn}`),
]);

/** A course's weekly timetable (ADR 0501): its slots repeat on the school days from `starts_on` to `ends_on`. */
export const courseTimetables = pgTable('course_timetables', {
  courseGuid: uuid('course_guid').primaryKey().references(() => courses.guid, { onDelete: 'cascade' }),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  endsOn: date('ends_on', { mode: 'string' }).notNull(),
  /** `{ weekday: 1–5, starts: 'HH:mm', ends: 'HH:mm', room }[]`, checked by src/domain/calendar/timetable.ts. */
  slots: jsonb('slots').$type<{ weekday: number; starts: string; ends: string; room: string }[]>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.guid, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('course_timetables_order', sql`${t.endsOn} >= ${t.startsOn}`)]);

/**
 * A lesson a teacher moved to a class session of its course (ADR 0505): the session's day and start, as sessions are laid
 * out from the timetable, not stored. Lessons without a pin take the session after the previous lesson's.
 */
export const lessonSessionPins = pgTable('lesson_session_pins', {
  lessonGuid: uuid('lesson_guid').primaryKey().references(() => lessons.guid, { onDelete: 'cascade' }),
  courseGuid: uuid('course_guid').notNull().references(() => courses.guid, { onDelete: 'cascade' }),
  sessionDate: date('session_date', { mode: 'string' }).notNull(),
  /** `HH:mm`, the school's wall clock. */
  sessionStarts: text('session_starts').notNull(),
  updatedBy: uuid('updated_by').references(() => users.guid, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('lesson_session_pins_course_idx').on(t.courseGuid)]);

/**
 * A teacher's own calendar event (ADR 0504): seen by its owner only. Days and times are the school's wall clock; no
 * times is an all-day event. src/domain/calendar/calendarEvents.ts checks it before every write.
 */
export const calendarEvents = pgTable('calendar_events', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  ownerGuid: uuid('owner_guid').notNull().references(() => users.guid, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  endsOn: date('ends_on', { mode: 'string' }).notNull(),
  /** `HH:mm`; null on an all-day event. */
  starts: text('starts'),
  ends: text('ends'),
  createdAt: createdAt(),
}, (t) => [index('calendar_events_owner_idx').on(t.ownerGuid, t.startsOn), check('calendar_events_order', sql`${t.endsOn} >= ${t.startsOn}`)]);

/**
 * A user's private calendar feed (ADR 0502). The address carries an HMAC of the user and this row's nonce under the
 * server's secret: nothing secret is stored, and deleting the row revokes every address given so far.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userGuid: uuid('user_guid').primaryKey().references(() => users.guid, { onDelete: 'cascade' }),
  nonce: text('nonce').notNull(),
  createdAt: createdAt(),
});

/** A title of the library (spec "Project"): what a licence grants, in the tenant's language. */
export const libraryTitles = pgTable('library_titles', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** Domain discipline code (src/domain/catalog), e.g. 'ed6'. */
  discipline: text('discipline').notNull(),
  educationLevel: text('education_level').notNull(),
  educationYears: text('education_years').array().notNull().default(sql`'{}'::text[]`),
  /** 'student' | 'teacher': a teacher's edition holds the guides and answer keys. */
  profile: text('profile').notNull(),
  createdAt: createdAt(),
}, (t) => [index('library_titles_tenant_idx').on(t.tenantId)]);

/** A licence code as sold: redeemable by `seats` people of `profile` until `redeemable_until`, each for `days` days. */
export const licenceCodes = pgTable('licence_codes', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  /** Normalised (src/domain/accounts/licence.ts): XXXX-XXXX-XXXX. */
  code: text('code').notNull(),
  titleGuid: uuid('title_guid').notNull().references(() => libraryTitles.guid, { onDelete: 'cascade' }),
  profile: text('profile').notNull(),
  seats: integer('seats').notNull(),
  redeemed: integer('redeemed').notNull().default(0),
  days: integer('days').notNull(),
  redeemableUntil: date('redeemable_until', { mode: 'string' }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('licence_codes_tenant_code_uq').on(t.tenantId, t.code), index('licence_codes_title_idx').on(t.titleGuid), check('licence_codes_seats_ck', sql`${t.redeemed} >= 0 and ${t.redeemed} <= ${t.seats}`)]);

/** A user's licence: one redeemed code granting its title through `ends_on`. */
export const licences = pgTable('licences', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  userGuid: uuid('user_guid').notNull().references(() => users.guid, { onDelete: 'cascade' }),
  codeGuid: uuid('code_guid').notNull().references(() => licenceCodes.guid, { onDelete: 'cascade' }),
  titleGuid: uuid('title_guid').notNull().references(() => libraryTitles.guid, { onDelete: 'cascade' }),
  endsOn: date('ends_on', { mode: 'string' }).notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('licences_user_code_uq').on(t.userGuid, t.codeGuid), index('licences_title_idx').on(t.titleGuid), index('licences_code_idx').on(t.codeGuid)]);

/**
 * A title's content (ADR 0556): units of lessons of items, as a course holds them, copied into a course made from the
 * title or into one the title's lessons are added to. Items hold no files (a title's material is text, links and tests).
 */
export const titleUnits = pgTable('title_units', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  titleGuid: uuid('title_guid').notNull().references(() => libraryTitles.guid, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  position: integer('position').notNull(),
}, (t) => [index('title_units_title_idx').on(t.titleGuid, t.position)]);

export const titleLessons = pgTable('title_lessons', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  unitGuid: uuid('unit_guid').notNull().references(() => titleUnits.guid, { onDelete: 'cascade' }),
  titleGuid: uuid('title_guid').notNull().references(() => libraryTitles.guid, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  position: integer('position').notNull(),
}, (t) => [index('title_lessons_unit_idx').on(t.unitGuid, t.position), index('title_lessons_title_idx').on(t.titleGuid)]);

/** A title's item: what `lesson_items` holds, less what belongs to a course (dates, grades, publication). */
export const titleItems = pgTable('title_items', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  lessonGuid: uuid('lesson_guid').notNull().references(() => titleLessons.guid, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  position: integer('position').notNull(),
  isEvaluable: boolean('is_evaluable').notNull().default(false),
  /** 'all' | 'teachers': the teacher's resources of the title (guides, answer keys) stay teachers' in the course. */
  audience: text('audience').notNull().default('all'),
  sectionName: text('section_name'),
  teacherNotes: text('teacher_notes'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
}, (t) => [index('title_items_lesson_idx').on(t.lessonGuid, t.position)]);

export const titleQuestions = pgTable('title_questions', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  itemGuid: uuid('item_guid').notNull().references(() => titleItems.guid, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  type: text('type').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  points: numeric('points', { precision: 7, scale: 2, mode: 'number' }).notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
}, (t) => [index('title_questions_item_idx').on(t.itemGuid, t.position)]);

/**
 * A course project (spec "Project".courses, `/tools/{courseProjectGuid}`; ADR 0556): a course that uses a title, one
 * per course and title. Its guid may be chosen by the client that creates a course from the title, so a retry finds it.
 */
export const courseProjects = pgTable('course_projects', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  courseGuid: uuid('course_guid').notNull().references(() => courses.guid, { onDelete: 'cascade' }),
  titleGuid: uuid('title_guid').notNull().references(() => libraryTitles.guid, { onDelete: 'cascade' }),
  createdBy: uuid('created_by').references(() => users.guid, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('course_projects_course_title_uq').on(t.courseGuid, t.titleGuid), index('course_projects_title_idx').on(t.titleGuid)]);

/** Which of the title's lessons a course holds a copy of: a lesson is added once (deleting the copy frees it). */
export const courseProjectLessons = pgTable('course_project_lessons', {
  projectGuid: uuid('project_guid').notNull().references(() => courseProjects.guid, { onDelete: 'cascade' }),
  titleLessonGuid: uuid('title_lesson_guid').notNull().references(() => titleLessons.guid, { onDelete: 'cascade' }),
  lessonGuid: uuid('lesson_guid').notNull().references(() => lessons.guid, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.projectGuid, t.titleLessonGuid] }), index('course_project_lessons_lesson_idx').on(t.lessonGuid), index('course_project_lessons_title_lesson_idx').on(t.titleLessonGuid)]);

/** A guardian's consent for a child's account: asked by mail with a single-use link, recorded when given (ADR 0530). */
export const guardianConsents = pgTable('guardian_consents', {
  /** sha256 of the link's token, hex: the token itself is only in the mail. */
  tokenHash: text('token_hash').primaryKey(),
  userGuid: uuid('user_guid').notNull().references(() => users.guid, { onDelete: 'cascade' }),
  guardianEmail: text('guardian_email').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** When, by whom (the name the guardian typed) and what they were shown: the record of consent. */
  consentedAt: timestamp('consented_at', { withTimezone: true }),
  guardianName: text('guardian_name'),
  shownText: text('shown_text'),
  consentLanguage: text('consent_language'),
}, (t) => [index('guardian_consents_user_idx').on(t.userGuid)]);

/**
 * The classes a child typed at sign-up, waiting with the account for the guardian's consent (ADR 0538): joined (moved to
 * course_members) when the consent is recorded, gone with the account otherwise. Nobody in a class sees them before.
 */
export const signupClassrooms = pgTable('signup_classrooms', {
  userGuid: uuid('user_guid').notNull().references(() => users.guid, { onDelete: 'cascade' }),
  courseGuid: uuid('course_guid').notNull().references(() => courses.guid, { onDelete: 'cascade' }),
  /** The course role the account joins with (domain `joinsAs`). */
  role: text('role').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.userGuid, t.courseGuid] })]);

/** A message on a course's board (spec §3 Message; ADR 0510). A reply names its parent and shares its audience. */
export const boardMessages = pgTable('board_messages', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  courseGuid: uuid('course_guid').notNull().references(() => courses.guid, { onDelete: 'cascade' }),
  authorGuid: uuid('author_guid').references(() => users.guid, { onDelete: 'set null' }),
  parentGuid: uuid('parent_guid').references((): AnyPgColumn => boardMessages.guid, { onDelete: 'cascade' }),
  /** Sanitised HTML (the content policy, applied on write). */
  message: text('message').notNull(),
  /** Domain MessageAudience: 'all' | 'students' | 'teachers'. */
  messageFor: text('message_for').notNull().default('all'),
  isPinned: boolean('is_pinned').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('board_messages_course_idx').on(t.courseGuid, t.isPinned, t.createdAt),
  index('board_messages_parent_idx').on(t.parentGuid),
  index('board_messages_author_idx').on(t.authorGuid),
]);

/**
 * The files a board message carries (ADR 0517): files of purpose `board` uploaded to the message's course. A file is on
 * one message at most; deleting the message drops these rows (the command removes the files and their bytes).
 */
export const boardMessageFiles = pgTable('board_message_files', {
  messageGuid: uuid('message_guid').notNull().references(() => boardMessages.guid, { onDelete: 'cascade' }),
  fileGuid: uuid('file_guid').notNull().references(() => files.guid, { onDelete: 'cascade' }),
  /** Attachment order: the list shows files in the order they were attached. */
  attachedAt: timestamp('attached_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.messageGuid, t.fileGuid] }), uniqueIndex('board_message_files_file_idx').on(t.fileGuid)]);

/** A course's board switches; a course without a row lets its students post (ADR 0510). */
export const boardSettings = pgTable('board_settings', {
  courseGuid: uuid('course_guid').primaryKey().references(() => courses.guid, { onDelete: 'cascade' }),
  studentsMayPost: boolean('students_may_post').notNull().default(true),
});
/**
 * A lesson projected in class by its teacher (ADR 0520): what the screen shows, and the short code a phone pairs with.
 * Every change tells every server process (trigger `projection_sessions_changed`, channel `tiza_projection_changes`).
 */
export const projectionSessions = pgTable('projection_sessions', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  courseGuid: uuid('course_guid').notNull().references(() => courses.guid, { onDelete: 'cascade' }),
  lessonGuid: uuid('lesson_guid').notNull().references(() => lessons.guid, { onDelete: 'cascade' }),
  ownerGuid: uuid('owner_guid').notNull().references(() => users.guid, { onDelete: 'cascade' }),
  /** The pairing code (domain `pairingCode`), unique among the codes alive. */
  shortToken: text('short_token').notNull(),
  /** Past it the code no longer pairs; a paired remote and the projector carry on. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  pairedAt: timestamp('paired_at', { withTimezone: true }),
  current: integer('current').notNull().default(0),
  blank: boolean('blank').notNull().default(false),
  version: integer('version').notNull().default(0),
  /** How the current item is shown (domain ProjectionView: zoom, page, media); null = as it opens (ADR 0524). */
  view: jsonb('view').$type<ProjectionView>(),
  /** The class's timer (domain ProjectionTimer); null = never used. */
  timer: jsonb('timer').$type<ProjectionTimer>(),
  /** The test's question it was opened for (`/projection/question/{g}`, ADR 0526); null for a lesson's projection. */
  questionGuid: uuid('question_guid').references(() => questions.guid, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('projection_sessions_short_token_uq').on(t.shortToken), index('projection_sessions_owner_idx').on(t.ownerGuid)]);
/**
 * A live question of a projection (ADR 0527): a quick question the teacher launched from the remote, its state
 * (domain `RoundState`), whether names are on the projector, and the gradebook column it was saved as. One round runs
 * at a time per projection (a launch ends the one before). Its changes reach the projector by bumping the projection's
 * `version` (the projection's trigger), and the students of the course by `tiza_live_rounds` (ADR 0528).
 */
export const liveRounds = pgTable('live_rounds', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  projectionGuid: uuid('projection_guid').notNull().references(() => projectionSessions.guid, { onDelete: 'cascade' }),
  courseGuid: uuid('course_guid').notNull().references(() => courses.guid, { onDelete: 'cascade' }),
  lessonGuid: uuid('lesson_guid').notNull().references(() => lessons.guid, { onDelete: 'cascade' }),
  ownerGuid: uuid('owner_guid').notNull().references(() => users.guid, { onDelete: 'cascade' }),
  /** A live type (domain `LIVE_QUESTION_TYPES`) and its question_data, answer key included (validated by the domain). */
  questionType: text('question_type').notNull(),
  prompt: text('prompt').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  points: numeric('points', { precision: 7, scale: 2, mode: 'number' }).notNull(),
  state: text('state').notNull().default('open'),
  namesShown: boolean('names_shown').notNull().default(false),
  columnGuid: uuid('column_guid').references(() => gradebookColumns.guid, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [index('live_rounds_projection_idx').on(t.projectionGuid, t.createdAt), index('live_rounds_lesson_idx').on(t.lessonGuid, t.state)]);

/** A student's answer to a live round: one per student (the key), scored when given by the tests' scoring. */
export const liveAnswers = pgTable('live_answers', {
  roundGuid: uuid('round_guid').notNull().references(() => liveRounds.guid, { onDelete: 'cascade' }),
  studentGuid: uuid('student_guid').notNull().references(() => users.guid, { onDelete: 'cascade' }),
  answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
  points: numeric('points', { precision: 7, scale: 2, mode: 'number' }).notNull(),
  /** domain `Outcome` of `scoreAnswer`. */
  outcome: text('outcome').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.roundGuid, t.studentGuid] })]);

/**
 * A learner's record of one SCORM item (CTTY_10): the package's CMI data as its runtime last committed it, and what
 * the server derived from it with the domain's rules (scormRecord.ts). One row per student and item; `sessions`
 * counts the times they opened it. Time: the finished sessions' seconds plus the current session's latest report.
 */
export const scormRecords = pgTable('scorm_records', {
  itemGuid: uuid('item_guid').notNull().references(() => lessonItems.guid, { onDelete: 'cascade' }),
  userGuid: uuid('user_guid').notNull().references(() => users.guid, { onDelete: 'cascade' }),
  cmi: jsonb('cmi').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  /** 'not-attempted' | 'incomplete' | 'completed' | 'unknown' (domain Completion). */
  completion: text('completion').notNull().default('not-attempted'),
  /** 'passed' | 'failed' | 'unknown' (domain Success). */
  success: text('success').notNull().default('unknown'),
  /** 0–1, null when the package reported no score. */
  scoreScaled: numeric('score_scaled', { mode: 'number' }),
  priorSeconds: integer('prior_seconds').notNull().default(0),
  sessionSeconds: integer('session_seconds').notNull().default(0),
  sessionId: uuid('session_id'),
  sessions: integer('sessions').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.itemGuid, t.userGuid] })]);
/**
 * A synchronisation with the school's system (domain SyncJobStatus): queued by an upload, claimed by one server process
 * (FOR UPDATE SKIP LOCKED), applied in batches with its progress. At most one runs per tenant (the partial index).
 */
export const syncJobs = pgTable('sync_jobs', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  /** Domain SyncProvider. */
  provider: text('provider').notNull(),
  status: text('status').notNull().default('pending'),
  createdBy: uuid('created_by').references(() => users.guid, { onDelete: 'set null' }),
  fileName: text('file_name').notNull(),
  /** The bundle's rows by file, until the job has applied them (then null). */
  payload: jsonb('payload').$type<Record<string, Record<string, string>[]>>(),
  /** Rows to apply and applied so far. */
  total: integer('total').notNull().default(0),
  done: integer('done').notNull().default(0),
  /** What the job did per kind: { users: { created, updated, unchanged }, ... } (contract SyncCounts). */
  counts: jsonb('counts').$type<Record<string, Record<string, number>>>().notNull().default(sql`'{}'::jsonb`),
  /** Refused rows (domain RowProblem), at most a few thousand kept. */
  problems: jsonb('problems').$type<{ file: string; line: number; sourcedId: string; rule: string }[]>().notNull().default(sql`'[]'::jsonb`),
  /** Why the whole job failed (status error): a stable code. */
  failure: text('failure'),
  createdAt: createdAt(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [
  index('sync_jobs_tenant_idx').on(t.tenantId, t.createdAt),
  uniqueIndex('sync_jobs_one_running_uq').on(t.tenantId).where(sql`status in ('pending', 'processing', 'in-progress')`),
]);

/** What a school system's sourcedId stands for in Tiza (a school, user or course): imports find rows by it, so they are idempotent. */
export const syncLinks = pgTable('sync_links', {
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  /** 'school' | 'user' | 'class' */
  kind: text('kind').notNull(),
  sourcedId: text('sourced_id').notNull(),
  guid: uuid('guid').notNull(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.kind, t.sourcedId] }), index('sync_links_guid_idx').on(t.guid)]);

/**
 * What someone is told (ADR 0512): one row per person and event, written in the transaction of the event. `id` orders
 * them and is the stream's event id (Last-Event-ID); `key` makes an event notify a person once (a "soon" deadline, a
 * publication done twice). Every insert tells every server process (trigger `notifications_created`, channel
 * `tiza_notifications`, payload '<user guid>').
 */
export const notifications = pgTable('notifications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  guid: uuid('guid').notNull().defaultRandom(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  userGuid: uuid('user_guid').notNull().references(() => users.guid, { onDelete: 'cascade' }),
  /** Domain NotificationType. */
  type: text('type').notNull(),
  /** Domain NotificationData, stored as the contract's wire shape. */
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  key: text('key'),
  createdAt: createdAt(),
  /** Seen in the panel (or marked read with the rest): no longer counted unread. */
  viewedAt: timestamp('viewed_at', { withTimezone: true }),
  /** Opened: the person followed it to its page. */
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('notifications_guid_uq').on(t.guid),
  index('notifications_user_idx').on(t.userGuid, t.id),
  index('notifications_user_unread_idx').on(t.userGuid, t.id).where(sql`viewed_at is null`),
  uniqueIndex('notifications_user_key_uq').on(t.userGuid, t.key),
]);

/**
 * One daily digest per person and school day (ADR 0519): the row is claimed (insert … on conflict do nothing) before the
 * mail goes, so several server processes, or a restart, never send a second one that day. `through_id` is the newest
 * notification it listed: the next digest lists only newer ones.
 */
export const notificationDigests = pgTable('notification_digests', {
  userGuid: uuid('user_guid').notNull().references(() => users.guid, { onDelete: 'cascade' }),
  /** The school day (YYYY-MM-DD in the person's school zone). */
  day: date('day', { mode: 'string' }).notNull(),
  throughId: bigint('through_id', { mode: 'number' }).notNull(),
  /** How many unread notifications it told of. */
  items: integer('items').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.userGuid, t.day] })]);

// ---- xAPI: the built-in LRS (ADRs 0561–0569) ----

/**
 * A key/secret pair the LRS accepts with HTTP Basic (ADR 0563). `kind` 'client': made by a school admin (or from
 * LRS_KEY/LRS_SECRET at start) for external content; 'launch': minted for one learner's launch of an xAPI item, short
 * lived, its statements' actor held to `actor`. The secret is stored as SHA-256 (it is 32 random bytes).
 */
export const lrsCredentials = pgTable('lrs_credentials', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  kind: text('kind').notNull().default('client'),
  name: text('name').notNull(),
  key: text('key').notNull(),
  secretHash: text('secret_hash').notNull(),
  createdBy: uuid('created_by').references(() => users.guid, { onDelete: 'set null' }),
  /** A launch credential's learner and item. */
  userGuid: uuid('user_guid').references(() => users.guid, { onDelete: 'cascade' }),
  itemGuid: uuid('item_guid').references(() => lessonItems.guid, { onDelete: 'cascade' }),
  /** A launch credential's actor key (domain agentKey): its statements must be that learner's. */
  actorKey: text('actor_key'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('lrs_credentials_key_idx').on(t.key), index('lrs_credentials_tenant_idx').on(t.tenantId, t.kind, t.createdAt)]);

/**
 * A statement the LRS stored (ADR 0564): the statement as stored (JSONB) and the facts it is found by (domain
 * statementFacts), each indexed with `seq`, the order statements were stored in (paging and `since`/`until` go by it).
 */
export const xapiStatements = pgTable('xapi_statements', {
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  id: uuid('id').notNull(),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  statement: jsonb('statement').$type<Record<string, unknown>>().notNull(),
  actorKey: text('actor_key'),
  verbId: text('verb_id').notNull(),
  activityId: text('activity_id'),
  objectAgentKey: text('object_agent_key'),
  registration: uuid('registration'),
  /** The statement this one voids, when it is a voiding statement. */
  voids: uuid('voids'),
  voided: boolean('voided').notNull().default(false),
  relatedAgents: text('related_agents').array().notNull(),
  relatedActivities: text('related_activities').array().notNull(),
  stored: timestamp('stored', { withTimezone: true, precision: 6 }).notNull(),
  credentialGuid: uuid('credential_guid').references(() => lrsCredentials.guid, { onDelete: 'set null' }),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  uniqueIndex('xapi_statements_seq_idx').on(t.seq),
  index('xapi_statements_tenant_seq_idx').on(t.tenantId, t.seq),
  index('xapi_statements_actor_idx').on(t.tenantId, t.actorKey, t.activityId, t.seq),
  index('xapi_statements_object_agent_idx').on(t.tenantId, t.objectAgentKey, t.seq).where(sql`object_agent_key is not null`),
  index('xapi_statements_verb_idx').on(t.tenantId, t.verbId, t.seq),
  index('xapi_statements_activity_idx').on(t.tenantId, t.activityId, t.seq),
  index('xapi_statements_registration_idx').on(t.tenantId, t.registration, t.seq).where(sql`registration is not null`),
  index('xapi_statements_voids_idx').on(t.tenantId, t.voids).where(sql`voids is not null`),
  index('xapi_statements_related_agents_idx').using('gin', t.relatedAgents),
  index('xapi_statements_related_activities_idx').using('gin', t.relatedActivities),
]);

/** An attachment's bytes, once per tenant and SHA-2 (statements name it by `sha2`). */
export const xapiAttachments = pgTable('xapi_attachments', {
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  sha2: text('sha2').notNull(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.sha2] })]);

/**
 * A document of the LRS (domain DocumentKind): a state (activity, agent, registration, stateId), an activity profile
 * (activity, profileId) or an agent profile (agent, profileId). `scope` is the key the kind is found by; `etag` the
 * SHA-1 of the content.
 */
export const xapiDocuments = pgTable('xapi_documents', {
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  kind: text('kind').notNull(),
  /** kind state: activity id, agent key and registration ('' when none); profiles: activity id or agent key. */
  scope: text('scope').notNull(),
  documentId: text('document_id').notNull(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  etag: text('etag').notNull(),
  updated: timestamp('updated', { withTimezone: true, precision: 6 }).notNull(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.kind, t.scope, t.documentId] }), index('xapi_documents_updated_idx').on(t.tenantId, t.kind, t.scope, t.updated)]);

/** An Activity's latest definition as statements sent it (GET /activities answers it). */
export const xapiActivities = pgTable('xapi_activities', {
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  id: text('id').notNull(),
  definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);
/**
 * The errors the server answered a signed-in person with (ADR 0621): the status, the code, the route's pattern and the
 * method — never the address, the body or what was shown. Written after the answer has gone, in batches; only the
 * newest ERROR_TRAIL_SIZE (src/domain/helpdesk/errorTrail.ts) per person are kept. Read by the helpdesk's desk.
 */
export const userErrors = pgTable('user_errors', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  userGuid: uuid('user_guid').notNull().references(() => users.guid, { onDelete: 'cascade' }),
  status: integer('status').notNull(),
  code: text('code').notNull(),
  method: text('method').notNull(),
  route: text('route').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
}, (t) => [index('user_errors_user_idx').on(t.userGuid, t.id)]);

/**
 * The audit log (ADR 0610): one row per act on someone else's account, written by the acting command in its
 * transaction (`recordAudit`). Never updated or deleted by the API; people and courses read by reference, with their
 * current names. `id` orders the log and pages it.
 */
export const auditEntries = pgTable('audit_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  guid: uuid('guid').notNull().defaultRandom(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  /** The school the act belongs to; null for a user of no school (then only helpdesk reads it). */
  schoolGuid: uuid('school_guid').references(() => schools.guid, { onDelete: 'set null' }),
  actorGuid: uuid('actor_guid').references(() => users.guid, { onDelete: 'set null' }),
  /** The actor's role when they acted. */
  actorRole: text('actor_role').notNull(),
  /** Domain AuditAction. */
  action: text('action').notNull(),
  targetUserGuid: uuid('target_user_guid').references(() => users.guid, { onDelete: 'set null' }),
  targetCourseGuid: uuid('target_course_guid').references(() => courses.guid, { onDelete: 'set null' }),
  reason: text('reason'),
  details: jsonb('details').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('audit_entries_guid_uq').on(t.guid),
  index('audit_entries_tenant_idx').on(t.tenantId, t.id),
  index('audit_entries_school_idx').on(t.schoolGuid, t.id),
  index('audit_entries_target_user_idx').on(t.targetUserGuid, t.id),
  index('audit_entries_actor_idx').on(t.actorGuid),
  index('audit_entries_target_course_idx').on(t.targetCourseGuid),
]);
