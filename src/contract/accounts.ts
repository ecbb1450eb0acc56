// Sign-up, licence codes, guardian consent and the library (docs/api-accounts.md).
import { T, type Static, StringEnum, Guid, Instant } from './schema';
import { MAX_SIGNUP_CLASSROOMS } from '@domain/accounts/classrooms';
import { SIGNUP_PROFILES } from '@domain/accounts/signup';
import { LANGUAGES } from '@domain/tenancy/tenant';
import { SessionAnswerRef } from './users';

const ProfileSchema = StringEnum(SIGNUP_PROFILES, { description: 'student | teacher: who signs up, and whom a licence is for' });
const DateOnly = T.String({ maxLength: 10, description: 'YYYY-MM-DD' });

/** What the sign-up form needs to know of the tenant before anyone signs in. */
export const SignupOptionsAnswer = T.Object({
  open: T.Boolean({ description: 'Whether the tenant lets people sign up by themselves (it signs in with passwords)' }),
  digital_consent_age: T.Integer({ description: 'Below this age the account waits for a guardian’s consent' }),
  password_min_length: T.Integer(),
  today: DateOnly,
});

export const LicenceCheckBody = T.Object({
  code: T.String({ maxLength: 64 }),
  profile: ProfileSchema,
  /** The codes already added in this sign-up: adding one again is refused. */
  added: T.Array(T.String({ maxLength: 64 }), { maxItems: 20 }),
});
export type LicenceCheckBodyDto = Static<typeof LicenceCheckBody>;

export const LicenceTitleSchema = T.Object({
  guid: Guid,
  name: T.String(),
  description: T.String(),
  discipline: T.String(),
  education_level: T.String(),
  education_years: T.Array(T.String()),
  profile: ProfileSchema,
});
export type LicenceTitleDto = Static<typeof LicenceTitleSchema>;

export const LicenceCheckAnswer = T.Object({ code: T.String(), title: LicenceTitleSchema, days: T.Integer() });
export type LicenceCheckAnswerDto = Static<typeof LicenceCheckAnswer>;

export const SignupBody = T.Object({
  profile: ProfileSchema,
  name: T.String({ maxLength: 200 }),
  lastname: T.String({ maxLength: 200 }),
  email: T.String({ maxLength: 254 }),
  password: T.String({ maxLength: 1024 }),
  birth_date: T.String({ maxLength: 20 }),
  /** Required when the person is below the tenant's age of digital consent. */
  guardian_email: T.Optional(T.String({ maxLength: 254 })),
  licence_codes: T.Array(T.String({ maxLength: 64 }), { maxItems: 20 }),
  /** The codes of the classes to join (ADR 0538): with the account, or when a guardian consents for a child. */
  join_codes: T.Optional(T.Array(T.String({ maxLength: 40 }), { maxItems: MAX_SIGNUP_CLASSROOMS })),
  language: T.Optional(StringEnum(LANGUAGES)),
});
export type SignupBodyDto = Static<typeof SignupBody>;

export const ClassroomCheckBody = T.Object({
  code: T.String({ maxLength: 40 }),
  /** The class codes already added in this sign-up: adding one again, or a sixth, is refused. */
  added: T.Array(T.String({ maxLength: 40 }), { maxItems: 20 }),
});
export type ClassroomCheckBodyDto = Static<typeof ClassroomCheckBody>;

/** The class a code opens: its name and school's, so the person sees what they are joining. */
export const ClassroomCheckAnswer = T.Object({ code: T.String(), course_name: T.String(), school_name: T.String() });
export type ClassroomCheckAnswerDto = Static<typeof ClassroomCheckAnswer>;

/** Either the new account is open (a session, signed in) or it waits for a guardian (nothing to sign in with yet). */
export const SignupAnswer = T.Union([
  T.Object({ status: T.Literal('active'), session: SessionAnswerRef }),
  T.Object({ status: T.Literal('pending-consent'), guardian_email: T.String({ description: 'Masked: a***@correo.es' }) }),
]);
export type SignupAnswerDto = Static<typeof SignupAnswer>;

export const ConsentParams = T.Object({ token: T.String({ minLength: 1, maxLength: 200 }) });
export const ConsentQuery = T.Object({ language: T.Optional(StringEnum(LANGUAGES)) });

/** What the guardian is shown before consenting: the text recorded with the consent is this one. */
export const ConsentRequestAnswer = T.Object({
  child_name: T.String(),
  child_email: T.String(),
  tenant_name: T.String(),
  consented: T.Boolean(),
  /** The statement the guardian accepts, in the language asked for: recorded word for word with the consent. */
  statement: T.String(),
});
export type ConsentRequestAnswerDto = Static<typeof ConsentRequestAnswer>;

export const ConsentBody = T.Object({
  guardian_name: T.String({ maxLength: 200 }),
  /** The language the statement was shown in: the server records that statement. */
  language: StringEnum(LANGUAGES),
});
export type ConsentBodyDto = Static<typeof ConsentBody>;

/** A course of the caller's that uses a title (spec "Project".courses): its tools are at `/tools/{course_project_guid}`. */
export const TitleCourseSchema = T.Object({ course_project_guid: Guid, course_guid: Guid, course_name: T.String() });

export const LibraryEntrySchema = T.Object({
  title: LicenceTitleSchema,
  /** The caller's courses (they teach) that use the title, by name. */
  courses: T.Array(TitleCourseSchema),
  code: T.String(),
  ends_on: DateOnly,
  active: T.Boolean(),
  added_at: Instant,
});
export const LibraryAnswer = T.Object({ entries: T.Array(LibraryEntrySchema) });
export type LibraryAnswerDto = Static<typeof LibraryAnswer>;

export const AddLicenceBody = T.Object({ code: T.String({ maxLength: 64 }) });
export type AddLicenceBodyDto = Static<typeof AddLicenceBody>;

export const AddLicenceAnswer = T.Object({ entry: LibraryEntrySchema });
export type AddLicenceAnswerDto = Static<typeof AddLicenceAnswer>;

