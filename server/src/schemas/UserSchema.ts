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
  },
  { $id: 'User', title: 'User' },
);
export type UserDto = Static<typeof UserSchema>;

export const SessionAnswer = Type.Object({ token: Type.String(), user: Type.Ref('User') }, { $id: 'SessionAnswer' });
