import { T, type Static, StringEnum, Guid } from './schema';
import { LANGUAGES } from '@domain/tenancy/tenant';
import { ROLES } from '@domain/identity/roles';

export const SchoolSchema = T.Object({ guid: T.String(), name: T.String(), time_zone: T.String() });

export const UserSchema = T.Object(
  {
    guid: Guid,
    role_guid: StringEnum(ROLES),
    name: T.String(),
    lastname: T.String(),
    email: T.String(),
    avatar: T.Union([T.String(), T.Null()]),
    referrer: T.Union([T.String(), T.Null()]),
    language: T.Union([StringEnum(LANGUAGES), T.Null()]),
    tenant: T.String(),
    schools: T.Array(SchoolSchema),
    // What the user may do outside any one course (server/src/policies/userAbilities.ts).
    abilities: T.Object({ create_course: T.Boolean(), join_course: T.Boolean() }),
  },
  { $id: 'User', title: 'User' },
);
export type UserDto = Static<typeof UserSchema>;
/** A user as stored: everything but the abilities, which the policy adds per tenant. */
export type UserProfileDto = Omit<UserDto, 'abilities'>;

export const SessionAnswer = T.Object({ token: T.String(), user: T.Ref('User') }, { $id: 'SessionAnswer' });
