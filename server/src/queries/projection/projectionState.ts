import type { ProjectedQuestionDto, ProjectionStateDto } from '@contract/projection';
import { liveFormOf } from '@domain/projection/liveRound';
import { INITIAL_TIMER, INITIAL_VIEW, mediaReading, timerReading, ZOOM_STEPS } from '@domain/projection/projectionView';
import type { Repositories } from '../../plugins/app/repositories';
import type { ProjectionRow } from '../../repositories/ProjectionRepository';
import { liveRoundView } from './liveRoundViews';

/** What a projector and a remote show of a projection: the lesson's projectable items and where the class is. */
export async function projectionState(repos: Repositories, row: ProjectionRow, now = Date.now()): Promise<ProjectionStateDto> {
  const { lessonName, items } = await repos.projection.lessonContent(row.lessonGuid);
  // Media and timer as they read now: each screen counts on from the moment it hears this (ADR 0524).
  const view = row.view ?? INITIAL_VIEW;
  const timer = row.timer ?? INITIAL_TIMER;
  const reading = timerReading(timer, now);
  const shown = Math.min(row.current, Math.max(items.length - 1, 0));
  return {
    guid: row.guid,
    course_guid: row.courseGuid,
    lesson_guid: row.lessonGuid,
    lesson_name: lessonName,
    items: items.map((item) => ({ guid: item.guid, name: item.name, content_type: item.contentType, pages: item.pages })),
    // Items removed since the projection opened: stay on the last one.
    current: shown,
    blank: row.blank,
    paired: row.paired,
    version: row.version,
    short_token: row.shortToken,
    expires_at: row.expiresAt.toISOString(),
    live: await liveRoundView(repos, row.guid),
    question: row.questionGuid === null ? null : await projectedQuestion(repos, row.questionGuid),
    view: {
      zoom: ZOOM_STEPS[view.zoom] ?? 1,
      page: view.page,
      // A book's pages are the server's; a PDF's and a media's length are what its projector reported (ADR 0526).
      page_count: items[shown]?.pages ?? view.pages ?? null,
      media: { ...mediaReading(view, now), length: view.length ?? null },
    },
    timer: {
      running: reading.running,
      elapsed_ms: Math.round(reading.elapsedMs),
      duration_ms: timer.durationMs,
      idle: timer.since === null && timer.elapsedMs === 0,
    },
  };
}

/** The test's question the projection was opened for (ADR 0526): its name and type, never its text or key. */
async function projectedQuestion(repos: Repositories, guid: string): Promise<ProjectedQuestionDto | null> {
  const question = await repos.questions.find(guid);
  return question ? { guid: question.guid, item_guid: question.itemGuid, name: question.name, type: question.type, live: liveFormOf(question).ok } : null;
}
