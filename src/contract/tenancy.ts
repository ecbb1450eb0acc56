import { T, StringEnum } from './schema';
import { LANGUAGES, LOGIN_METHODS } from '@domain/tenancy/tenant';

const LanguageSchema = StringEnum(LANGUAGES);

/** TenantConfig of src/domain/tenancy/tenant.ts, as JSON. */
export const TenantConfigSchema = T.Object(
  {
    id: T.String(),
    name: T.String(),
    defaultLanguage: LanguageSchema,
    languages: T.Array(LanguageSchema),
    loginMethods: T.Array(StringEnum(LOGIN_METHODS)),
    flags: T.Object({
      avatarChange: T.Boolean(),
      support: T.Boolean(),
      accountTab: T.Boolean(),
      createCourse: T.Boolean(),
      kidsMode: T.Boolean(),
      hideLibrary: T.Boolean(),
      hideTeacher: T.Boolean(),
      logoutRedirect: T.Union([T.String(), T.Null()]),
      newProgramInterface: T.Boolean(),
      thirdPartyIntegrations: T.Boolean(),
      editProfile: T.Boolean(),
    }),
    theme: T.Object({ primary: T.String(), accent: T.String(), brand: T.String() }),
    passwordMinLength: T.Integer(),
  },
  { $id: 'TenantConfig', title: 'TenantConfig' },
);
