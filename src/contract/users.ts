// Who is signed in, and how they sign in and out (docs/api.md "Auth" and "Users").
import { T, type Static, StringEnum, Guid, Instant, Nullable, NullOr } from './schema';
import { LANGUAGES } from '@domain/tenancy/tenant';
import { ROLES } from '@domain/identity/roles';
import { GRAMMATICAL_GENDERS } from '@domain/users/roleWord';

const LanguageSchema = StringEnum(LANGUAGES);
const GrammaticalGenderSchema = StringEnum(GRAMMATICAL_GENDERS, { description: 'How the user wants to be addressed; null: not said (neutral role words)' });

export const SchoolSchema = T.Object({ guid: Guid, name: T.String(), time_zone: T.String({ description: 'The school’s IANA time zone' }) });

/**
 * What the user may do outside any one course (server/src/policies/userPolicy.ts). The reference server sends both;
 * a client reads an ability left out (an older backend) as not granted.
 */
export const UserAbilitiesSchema = T.Object({
  create_course: T.Optional(T.Boolean({ description: 'POST /courses is allowed (the role may, and the tenant’s createCourse flag is on)' })),
  join_course: T.Optional(T.Boolean({ description: 'POST /join-course is allowed' })),
});

export const UserSchema = T.Object(
  {
    guid: Guid,
    role_guid: StringEnum(ROLES),
    name: T.String(),
    lastname: T.String(),
    email: T.String(),
    avatar: Nullable(T.String()),
    /** Where to send the user when the platform refuses them (spec §6); null: the login page. */
    referrer: Nullable(T.String()),
    /** The user's own language; null: the tenant's default. */
    language: Nullable(LanguageSchema),
    /** How the user wants to be addressed ("Profesora"); null: not said. Left out by an older backend: read as null. */
    grammatical_gender: T.Optional(Nullable(GrammaticalGenderSchema)),
    tenant: T.String(),
    /** In the user's order: the first is the one whose people are loaded (spec §3). */
    schools: T.Array(SchoolSchema),
    abilities: T.Optional(UserAbilitiesSchema),
    /** Asked for less motion (ADR 0537); left out by an older backend: false. */
    reduced_motion: T.Optional(T.Boolean({ description: 'The user asked for less motion everywhere (the device’s own setting is honoured too)' })),
    /** Asked for larger text (ADR 0537); left out by an older backend: false. */
    larger_text: T.Optional(T.Boolean({ description: 'The user asked for larger text everywhere' })),
    /** The app's frame is in kids mode for this user (ADR 0536, the domain's isKidsMode over all their courses). */
    kids_mode: T.Optional(T.Boolean({ description: 'A student of a kids-mode tenant, or whose courses are all preschool or primary: the kids’ frame' })),
  },
  { $id: 'User', title: 'User' },
);
export type UserDto = Static<typeof UserSchema>;
/** The answer of the routes that send a User: the named schema, so OpenAPI lists it once (readers pass UserSchema to fromWire). */
export const UserAnswer = T.Unsafe<UserDto>(T.Ref('User'));

export const SessionAnswer = T.Object({ token: T.String({ description: 'A JWT; the client reads `exp`' }), user: UserAnswer }, { $id: 'SessionAnswer' });
export type SessionAnswerDto = Static<typeof SessionAnswer>;
export const SessionAnswerRef = T.Unsafe<SessionAnswerDto>(T.Ref('SessionAnswer'));

// Requests

export const LoginBody = T.Object({ email: T.String({ maxLength: 254 }), password: T.String({ maxLength: 1024 }) });
export type LoginBodyDto = Static<typeof LoginBody>;

export const RecoverPasswordBody = T.Object({ email: T.String({ maxLength: 254 }) });
export type RecoverPasswordBodyDto = Static<typeof RecoverPasswordBody>;

export const ResetPasswordBody = T.Object({ token: T.String({ minLength: 1, maxLength: 200 }), password: T.String({ maxLength: 1024 }) });
export type ResetPasswordBodyDto = Static<typeof ResetPasswordBody>;

export const LoginLinkParams = T.Object({ token: T.String({ minLength: 1, maxLength: 200 }) });

export const LoginLinkBody = T.Object({
  user_guid: Guid,
  next: T.Optional(
    T.String({ minLength: 1, maxLength: 2000, description: 'A page of this app to land on (ADR 0559): the link becomes /auth/login/{token}/deeplink?next=…; 400 VALIDATION_FAILED (path /next, destination.not-allowed) for anything else' }),
  ),
});
export const LoginLinkAnswer = T.Object({ token: T.String(), url: T.String({ description: 'The SPA’s page that exchanges the link' }), expires_at: Instant });
export type LoginLinkAnswerDto = Static<typeof LoginLinkAnswer>;

/**
 * `PATCH /users/me`: the caller's own preferences (no id anywhere: the caller is the token's user). Each property is
 * saved when sent and left as it is when left out; at least one is needed. The language must be one of the tenant's
 * (400 /language, the domain's checkLanguageChoice).
 */
export const UserPreferencesBody = T.Object(
  {
    language: T.Optional(NullOr(LanguageSchema)),
    grammatical_gender: T.Optional(NullOr(GrammaticalGenderSchema)),
    reduced_motion: T.Optional(T.Boolean({ description: 'Less motion everywhere (ADR 0537)' })),
    larger_text: T.Optional(T.Boolean({ description: 'Larger text everywhere (ADR 0537)' })),
  },
  { minProperties: 1 },
);
export type UserPreferencesBodyDto = Static<typeof UserPreferencesBody>;

/** `PUT /users/me/name`: the caller's own name and last name (the domain's checkPersonName decides; 400 /name, /lastname). */
export const UserNameBody = T.Object({ name: T.String({ maxLength: 200 }), lastname: T.String({ maxLength: 200 }) });
export type UserNameBodyDto = Static<typeof UserNameBody>;

/**
 * `PUT /users/me/password`: the current password and the new one. 400 VALIDATION_FAILED at /current_password
 * (`password.incorrect`, `password.current-required`) or /new_password (`password.too-short`, `password.same-as-current`).
 */
export const PasswordChangeBody = T.Object({ current_password: T.String({ maxLength: 1024 }), new_password: T.String({ maxLength: 1024 }) });
export type PasswordChangeBodyDto = Static<typeof PasswordChangeBody>;

/**
 * `PUT /users/me/avatar`: the cropped picture, base64 (no `data:` prefix), at most 200,000 bytes once decoded; the
 * server recognises JPEG, PNG or WebP by content (400 /image FILE_TYPE_NOT_ALLOWED otherwise).
 */
export const AvatarBody = T.Object({ image: T.String({ minLength: 1, maxLength: 270_000, pattern: '^[A-Za-z0-9+/]+={0,2}$' }) });
export type AvatarBodyDto = Static<typeof AvatarBody>;

export const AvatarParams = T.Object({ token: T.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) });

/**
 * `GET /users/me/sign-in-methods` (ADR 0533): the caller's password (whether they have one the tenant takes) and their
 * links to identity providers, each with an opaque id for `DELETE …/sign-in-methods/{id}`.
 */
export const SignInLink = T.Object({
  id: T.String({ description: 'Opaque; names the link in DELETE' }),
  provider_name: T.String({ description: 'The name on the tenant’s sign-in button; the issuer’s host when the tenant no longer offers it' }),
  offered: T.Boolean({ description: 'The tenant still offers this provider on its login page' }),
  email: NullOr(T.String()),
  linked_at: Instant,
  last_sign_in_at: Instant,
});
export const SignInMethodsAnswer = T.Object({
  password: T.Boolean({ description: 'The account has a password and the tenant takes passwords' }),
  links: T.Array(SignInLink),
  may_unlink: T.Boolean({ description: 'Another way in remains after removing one link (the domain’s mayUnlink)' }),
});
export type SignInMethodsDto = Static<typeof SignInMethodsAnswer>;
export const SignInLinkParams = T.Object({ id: T.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) });
