// Spec §7 resource materials as the caller reads them: by section (unit) and group (lesson), or one flat list.
import { toYesNo } from '@domain/lessons/deliverDate';
import type { FlatResourceDto, FlatResourcePageDto, ResourceDto, ResourceTreeDto } from '@contract/resources';
import { deliverLocal } from '../../content/deliverDates';
import { notFound } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import { seesEverything, type CourseAccess } from '../../policies/coursePolicy';
import type { ResourceRow } from '../../repositories/ResourceRepository';

type ItemOf<R extends ResourceRow> = R & { guid: string; name: string; contentType: string };
const hasItem = (row: ResourceRow): row is ItemOf<ResourceRow> => row.guid !== null;

function toResource(row: ItemOf<ResourceRow>, access: CourseAccess): ResourceDto {
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

/** The course's materials by section and group; staff also see units without lessons (classroom resources go there). */
export async function resourceTree(repos: Pick<Repositories, 'resources'>, access: CourseAccess): Promise<ResourceTreeDto> {
  const rows = await repos.resources.rows(access.courseGuid, !seesEverything(access));
  const sections = new Map<string, ResourceTreeDto['sections'][number]>();
  // Units without lessons still show (teachers file classroom resources into them later).
  if (seesEverything(access)) for (const unit of await repos.resources.units(access.courseGuid)) sections.set(unit.guid, { id: unit.guid, name: unit.name, groups: [] });
  for (const row of rows) {
    let section = sections.get(row.unitGuid);
    if (!section) {
      section = { id: row.unitGuid, name: row.unitName, groups: [] };
      sections.set(row.unitGuid, section);
    }
    let group = section.groups.find((g) => g.id === row.lessonGuid);
    if (!group) {
      group = { id: row.lessonGuid, name: row.lessonName, resources: [] };
      section.groups.push(group);
    }
    if (hasItem(row)) group.resources.push(toResource(row, access));
  }
  return { course_guid: access.courseGuid, sections: [...sections.values()] };
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
