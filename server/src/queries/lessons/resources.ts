// Spec §7 resource materials as the caller reads them: by section (unit) and group (lesson), or one flat list.
import { toYesNo } from '@domain/lessons/deliverDate';
import type { FlatResourceDto, FlatResourcePageDto, ResourceDto, ResourceTreeDto } from '@contract/resources';
import { deliverLocal } from '../../content/deliverDates';
import { notFound } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import { grantCourse, seesEverything, type CourseAccess } from '../../policies/coursePolicy';
import type { AccessCaller } from '../../repositories/AccessRepository';
import type { ResourceRow } from '../../repositories/ResourceRepository';

type ItemOf<R extends ResourceRow> = R & { guid: string; name: string; contentType: string };
const hasItem = (row: ResourceRow): row is ItemOf<ResourceRow> => row.guid !== null;

type ResourceFields = Pick<ItemOf<ResourceRow>, 'guid' | 'name' | 'contentType' | 'lessonGuid' | 'unitGuid' | 'deliverAt' | 'canDeliverLate' | 'published' | 'audience'>;

function toResource(row: ResourceFields, access: Pick<CourseAccess, 'timeZone'>): ResourceDto {
  return {
    guid: row.guid,
    name: row.name,
    type: row.contentType,
    lesson_guid: row.lessonGuid,
    unit_guid: row.unitGuid,
    deliver_at: deliverLocal(row.deliverAt, access.timeZone),
    can_deliver_late: toYesNo(row.canDeliverLate ?? true),
    published: row.published ?? true,
    audience: row.audience === 'teachers' ? 'teachers' : 'all',
  };
}

/**
 * The course's materials by section and group, the access check included: one statement (ADR 0540); 404 when the
 * caller may not see the course. Staff also see units without lessons (classroom resources go there).
 */
export async function resourceTree(repos: Pick<Repositories, 'resources'>, caller: AccessCaller, courseGuid: string): Promise<ResourceTreeDto> {
  const { sections, ...access } = grantCourse(await repos.resources.tree(caller, courseGuid), caller);
  return {
    course_guid: access.courseGuid,
    sections: sections.map((section) => ({
      id: section.id,
      name: section.name,
      groups: section.groups.map((group) => ({
        id: group.id,
        name: group.name,
        resources: group.items.map((item) =>
          toResource({ ...item, unitGuid: section.id, lessonGuid: group.id, deliverAt: item.deliverAt === null ? null : new Date(item.deliverAt) }, access),
        ),
      })),
    })),
  };
}

/** The course's materials as one flat list in course order. */
export async function resourceList(repos: Pick<Repositories, 'resources'>, access: CourseAccess): Promise<FlatResourcePageDto> {
  const rows = await repos.resources.rows(access.courseGuid, !seesEverything(access));
  const data: FlatResourceDto[] = rows.filter(hasItem).map((row) => ({ ...toResource(row, access), section_name: row.unitName, group_name: row.lessonName }));
  return { data, meta: { total: data.length } };
}

/** One material as the resource calls answer it (404 when it is gone). */
export async function resourceOf(repos: Pick<Repositories, 'resources'>, access: CourseAccess, itemGuid: string): Promise<ResourceDto> {
  const [row] = await repos.resources.rows(access.courseGuid, false, itemGuid);
  if (!row || !hasItem(row)) throw notFound();
  return toResource(row, access);
}
