import type { ProjectionStateDto } from '@contract/projection';
import type { Repositories } from '../../plugins/app/repositories';
import type { ProjectionRow } from '../../repositories/ProjectionRepository';
import { liveRoundView } from './liveRoundViews';

/** What a projector and a remote show of a projection: the lesson's projectable items and where the class is. */
export async function projectionState(repos: Repositories, row: ProjectionRow): Promise<ProjectionStateDto> {
  const { lessonName, items } = await repos.projection.lessonContent(row.lessonGuid);
  return {
    guid: row.guid,
    course_guid: row.courseGuid,
    lesson_guid: row.lessonGuid,
    lesson_name: lessonName,
    items: items.map((item) => ({ guid: item.guid, name: item.name, content_type: item.contentType })),
    // Items removed since the projection opened: stay on the last one.
    current: Math.min(row.current, Math.max(items.length - 1, 0)),
    blank: row.blank,
    paired: row.paired,
    version: row.version,
    short_token: row.shortToken,
    expires_at: row.expiresAt.toISOString(),
    live: await liveRoundView(repos, row.guid),
  };
}
