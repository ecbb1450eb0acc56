import { Type, type Static } from '@sinclair/typebox';
import { LANGUAGES } from '@domain/tenancy/tenant';
import { ROLES } from '@domain/identity/roles';
import { StringEnum } from './StringEnum';

export const SchoolSchema = Type.Object({ guid: Type.String(), name: Type.String(), time_zone: Type.String() });

export const UserSchema = Type.Object(
  {
    guid: Type.String({ format: 'uuid' }),
    role_guid: StringEnum(ROLES),
    name: Type.String(),
    lastname: Type.String(),
    email: Type.String(),
    avatar: Type.Union([Type.String(), Type.Null()]),
    referrer: Type.Union([Type.String(), Type.Null()]),
    language: Type.Union([StringEnum(LANGUAGES), Type.Null()]),
    tenant: Type.String(),
    schools: Type.Array(SchoolSchema),
    // What the user may do outside any one course (server/src/policies/userAbilities.ts).
    abilities: Type.Object({ create_course: Type.Boolean(), join_course: Type.Boolean() }),
  },
  { $id: 'User', title: 'User' },
);
export type UserDto = Static<typeof UserSchema>;
/** A user as stored: everything but the abilities, which the policy adds per tenant. */
export type UserProfileDto = Omit<UserDto, 'abilities'>;

export const SessionAnswer = Type.Object({ token: Type.String(), user: Type.Ref('User') }, { $id: 'SessionAnswer' });
