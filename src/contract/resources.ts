import { T, type Static, Guid, LocalDateTime } from './schema';
import { Audience, YesNo } from './items';

const resourceFields = {
  guid: Guid,
  name: T.String(),
  type: T.String({ description: 'CTTY_* content type code' }),
  lesson_guid: Guid,
  unit_guid: Guid,
  deliver_at: T.Union([T.String(), T.Null()]),
  can_deliver_late: YesNo,
  published: T.Boolean(),
  audience: Audience,
};

export const ResourceSchema = T.Object(resourceFields);
export type ResourceDto = Static<typeof ResourceSchema>;

export const ResourceTreeSchema = T.Object({
  course_guid: Guid,
  sections: T.Array(
    T.Object({
      id: Guid,
      name: T.String(),
      groups: T.Array(T.Object({ id: Guid, name: T.String(), resources: T.Array(ResourceSchema) })),
    }),
  ),
});
export type ResourceTreeDto = Static<typeof ResourceTreeSchema>;

export const FlatResourceSchema = T.Object({ ...resourceFields, section_name: T.String(), group_name: T.String() });
export type FlatResourceDto = Static<typeof FlatResourceSchema>;

export const FlatResourcePageSchema = T.Object({ data: T.Array(FlatResourceSchema), meta: T.Object({ total: T.Integer() }) });
export type FlatResourcePageDto = Static<typeof FlatResourcePageSchema>;

export const ResourcePatchBody = T.Object({
  course_guid: Guid,
  // Null first: with Fastify's type coercion a string-first union would read null as "".
  deliver_at: T.Union([T.Null(), LocalDateTime]),
  can_deliver_late: YesNo,
});
export type ResourcePatchBodyDto = Static<typeof ResourcePatchBody>;

export const ResourceDeleteBody = T.Object({ guids: T.Array(Guid, { minItems: 1, maxItems: 200 }) });

export const ContentTypeInfoSchema = T.Object({
  code: T.String(),
  key: T.String(),
  viewer: T.String(),
  evaluable: T.Boolean(),
  creatable: T.Boolean(),
  upload_kinds: T.Array(T.String()),
  accept: T.String(),
  max_bytes: T.Union([T.Integer(), T.Null()]),
  captions: T.Boolean(),
});
export const ContentTypesAnswer = T.Object({ data: T.Array(ContentTypeInfoSchema) });
