import type { LiveRoundView } from '@application/projection/LiveRound';

/** One item the class may see, as the projector lists it. */
export interface ProjectedItem {
  guid: string;
  name: string;
  contentType: string;
  /** A book's page count; null otherwise (a PDF's comes in the view once its projector reported it). */
  pages: number | null;
}

/** How the item on screen is shown (ADR 0524), as the server read it when it sent the state. */
export interface ProjectedView {
  zoom: number;
  page: number;
  /** A book's pages, or a PDF's once its projector reported them (ADR 0526); null while unknown. */
  pageCount: number | null;
  /** `length`: the media's length in seconds once its projector reported it, null while unknown. */
  media: { playing: boolean; seconds: number; length: number | null };
}

/** The class's timer as the server read it when it sent the state; screens count on from `ProjectionState.receivedAt`. */
export interface ProjectedTimer {
  running: boolean;
  elapsedMs: number;
  /** 0 for a stopwatch. */
  durationMs: number;
  idle: boolean;
}

/**
 * The test's question a projection was opened for (`/projection/question/{g}`, ADR 0526): asked live when its type runs
 * live, otherwise the screens say it is answered on each student's device.
 */
export interface ProjectedQuestion {
  guid: string;
  /** Its test, an item of the lesson. */
  itemGuid: string;
  name: string;
  type: string;
  live: boolean;
}

/** A projection as the projector and the remote show it (the server's state, newest `version` wins). */
export interface ProjectionState {
  guid: string;
  courseGuid: string;
  lessonGuid: string;
  lessonName: string;
  items: ProjectedItem[];
  current: number;
  blank: boolean;
  paired: boolean;
  version: number;
  shortToken: string;
  expiresAt: Date;
  view: ProjectedView;
  timer: ProjectedTimer;
  /** When this screen heard the state (performance.now()-like ms of its own clock): media and timer count on from it. */
  receivedAt: number;
  /** The live question running, if any (ADR 0527). */
  live?: LiveRoundView | null;
  /** The test's question it was opened for, if any (ADR 0526). */
  question?: ProjectedQuestion | null;
}

/** A projection just opened: its guid and what a phone needs to pair with it. */
export interface OpenedProjection {
  guid: string;
  shortToken: string;
  remoteUrl: string;
  expiresAt: Date;
}
