// What the classroom screen shows of each kind of item (ADR 0523): the content itself with the lesson viewer's
// renderer, only the task's instructions, or a note that it is answered on each student's device.
import type { ViewerKind } from '../content/contentTypes';

export type ProjectedAs = 'content' | 'instructions' | 'on-devices' | 'package' | 'not-projectable';

const SHOWN: ReadonlySet<string> = new Set<ViewerKind>(['document', 'book', 'pdf', 'video', 'audio', 'image', 'link', 'video-lesson']);

/** How the projector shows an item the lesson viewer opens with `viewer`. Nothing of a student's work is ever shown. */
export function projectedAs(viewer: string): ProjectedAs {
  if (SHOWN.has(viewer)) return 'content';
  // The task is what the class reads together; hand-ins stay on each student's device.
  if (viewer === 'assignment') return 'instructions';
  // Questions answered on the projector would give the answers away and record nobody's work.
  if (viewer === 'test') return 'on-devices';
  if (viewer === 'scorm' || viewer === 'interactive') return 'package';
  return 'not-projectable';
}

/** The one-item projection routes (ADR 0525) and the kind of item each opens on; any other kind is not found there. */
export const ITEM_PROJECTION_VIEWERS = { videolesson: 'video-lesson', test: 'test' } as const satisfies Record<string, ViewerKind>;
export type ItemProjectionRoute = keyof typeof ITEM_PROJECTION_VIEWERS;

/** Whether `/projection/{route}/{g}` opens on an item the lesson viewer shows with `viewer`. */
export function itemProjectionAccepts(route: ItemProjectionRoute, viewer: string): boolean {
  return ITEM_PROJECTION_VIEWERS[route] === viewer;
}
