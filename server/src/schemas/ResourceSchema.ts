import { Type, type Static } from '@sinclair/typebox';
import { Audience, LocalDateTime, YesNo } from './ItemSchema';

const Guid = Type.String({ format: 'uuid' });

const resourceFields = {
  guid: Guid,
  name: Type.String(),
  type: Type.String({ description: 'CTTY_* content type code' }),
  lesson_guid: Guid,
  unit_guid: Guid,
  deliver_at: Type.Union([Type.String(), Type.Null()]),
  can_deliver_late: YesNo,
  published: Type.Boolean(),
  audience: Audience,
};

export const ResourceSchema = Type.Object(resourceFields);
export type ResourceDto = Static<typeof ResourceSchema>;

export const ResourceTreeSchema = Type.Object({
  course_guid: Guid,
  sections: Type.Array(
    Type.Object({
      id: Guid,
      name: Type.String(),
      groups: Type.Array(Type.Object({ id: Guid, name: Type.String(), resources: Type.Array(ResourceSchema) })),
    }),
  ),
});
export type ResourceTreeDto = Static<typeof ResourceTreeSchema>;

export const FlatResourceSchema = Type.Object({ ...resourceFields, section_name: Type.String(), group_name: Type.String() });
export type FlatResourceDto = Static<typeof FlatResourceSchema>;

export const FlatResourcePageSchema = Type.Object({ data: Type.Array(FlatResourceSchema), meta: Type.Object({ total: Type.Integer() }) });

export const ResourcePatchBody = Type.Object({
  course_guid: Guid,
  // Null first: with Fastify's type coercion a string-first union would read null as "".
  deliver_at: Type.Union([Type.Null(), LocalDateTime]),
  can_deliver_late: YesNo,
});

export const ResourceDeleteBody = Type.Object({ guids: Type.Array(Guid, { minItems: 1, maxItems: 200 }) });

export const ContentTypeInfoSchema = Type.Object({
  code: Type.String(),
  key: Type.String(),
  viewer: Type.String(),
  evaluable: Type.Boolean(),
  creatable: Type.Boolean(),
  upload_kinds: Type.Array(Type.String()),
  accept: Type.String(),
  max_bytes: Type.Union([Type.Integer(), Type.Null()]),
  captions: Type.Boolean(),
});
export const ContentTypesAnswer = Type.Object({ data: Type.Array(ContentTypeInfoSchema) });
