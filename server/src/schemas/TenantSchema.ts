import { Type } from '@sinclair/typebox';
import { LANGUAGES, LOGIN_METHODS } from '@domain/tenancy/tenant';
import { StringEnum } from './StringEnum';

const LanguageSchema = StringEnum(LANGUAGES);

/** TenantConfig of src/domain/tenancy/tenant.ts, as JSON. */
export const TenantConfigSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    defaultLanguage: LanguageSchema,
    languages: Type.Array(LanguageSchema),
    loginMethods: Type.Array(StringEnum(LOGIN_METHODS)),
    flags: Type.Object({
      avatarChange: Type.Boolean(),
      support: Type.Boolean(),
      accountTab: Type.Boolean(),
      createCourse: Type.Boolean(),
      kidsMode: Type.Boolean(),
      hideLibrary: Type.Boolean(),
      hideTeacher: Type.Boolean(),
      logoutRedirect: Type.Union([Type.String(), Type.Null()]),
      newProgramInterface: Type.Boolean(),
      thirdPartyIntegrations: Type.Boolean(),
      editProfile: Type.Boolean(),
    }),
    theme: Type.Object({ primary: Type.String(), accent: Type.String(), brand: Type.String() }),
    passwordMinLength: Type.Integer(),
  },
  { $id: 'TenantConfig', title: 'TenantConfig' },
);
