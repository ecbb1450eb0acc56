// The tenant the SPA starts in (docs/api.md "Tenant"): read before anyone signs in.
import { T, type Static, StringEnum } from './schema';
import { IDENTITY_PROVIDER_KINDS, LANGUAGES, LOGIN_METHODS } from '@domain/tenancy/tenant';

/** Known codes first; a client leaves out one it does not know yet (a newer backend's) instead of failing to start. */
const KnownOr = <V extends readonly string[]>(values: V) => T.Union([StringEnum(values), T.String()]);

const Flag = (description: string) => T.Optional(T.Boolean({ description }));

/**
 * Spec §1 switches. The reference server sends every flag; a client keeps Tiza's default (DEFAULT_TENANT_FLAGS) for
 * one left out, so a newer SPA still runs against an older backend.
 */
export const TenantFlagsSchema = T.Object({
  avatarChange: Flag('Users may change their avatar'),
  support: Flag('The support entry is shown'),
  accountTab: Flag('The account tab is shown'),
  createCourse: Flag('Teachers and school admins may create courses'),
  kidsMode: Flag('The interface for young children'),
  hideLibrary: Flag('The library is hidden'),
  hideTeacher: Flag('Course cards do not name the teacher'),
  logoutRedirect: T.Optional(T.Union([T.String(), T.Null()], { description: 'Where to go after logout; null or empty: Tiza’s login page' })),
  newProgramInterface: Flag('The new program interface'),
  thirdPartyIntegrations: Flag('Third-party integrations are offered'),
  editProfile: Flag('Users may edit their profile'),
  googleDrive: Flag('Board messages may take a file from the author’s Google Drive (POST /api/messages/{guid}/upload-from-google-drive)'),
});

/** TenantConfig of src/domain/tenancy/tenant.ts, as JSON. */
export const TenantConfigSchema = T.Object(
  {
    id: T.String(),
    name: T.String(),
    defaultLanguage: StringEnum(LANGUAGES),
    languages: T.Array(KnownOr(LANGUAGES), { description: 'The default language is always among them' }),
    loginMethods: T.Array(KnownOr(LOGIN_METHODS)),
    flags: TenantFlagsSchema,
    theme: T.Object({ primary: T.String(), accent: T.String(), brand: T.String() }),
    passwordMinLength: T.Optional(T.Integer({ minimum: 1, description: 'The reference server sends it; a client without it uses the domain’s default' })),
    identityProviders: T.Optional(
      T.Array(
        T.Object({
          id: T.String({ description: 'Names the provider in GET /api/front/auth/{kind}/start?provider=' }),
          kind: KnownOr(IDENTITY_PROVIDER_KINDS),
          name: T.String({ description: 'Shown on the button: “Sign in with <name>”' }),
        }),
        { description: 'Single sign-on providers (ADR 0534, 0550): one button each; never a secret' },
      ),
    ),
  },
  { $id: 'TenantConfig', title: 'TenantConfig' },
);
export type TenantConfigDto = Static<typeof TenantConfigSchema>;
