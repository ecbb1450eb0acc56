// How the projector shows the item on screen and the class's timer (ADR 0524): zoom, page of a paged item, the media's
// play/pause and position, and a stopwatch or countdown. Pure rules: the time comes in with each command, and a reading
// (`mediaSeconds`, `timerReading`) says where things are at a given moment, so every screen agrees without a clock tick
// travelling over the network.

/** What these rules read and change of a projection's position (projection.ts's ProjectionPosition). */
interface Viewed {
  current: number;
  blank: boolean;
  view?: ProjectionView;
  timer?: ProjectionTimer;
}

/** The zoom factors the remote steps through (1 = as it opens). */
export const ZOOM_STEPS = [1, 1.25, 1.5, 2, 2.5, 3] as const;
/**
 * A page number no paged item reaches: the last page while the item's page count is unknown (a PDF before its projector
 * has opened it and reported its pages, ADR 0526; a long reading, which scrolls a screenful per page).
 */
export const MAX_PAGE = 9999;
/** The longest skip forward or back, and the longest countdown (seconds). */
export const MAX_SKIP_SECONDS = 3600;
export const MAX_COUNTDOWN_SECONDS = 5940;
/** The longest media length a projector may report (seconds): a day, beyond any lesson's video. */
export const MAX_MEDIA_SECONDS = 86_400;

export type ViewCommand =
  | { kind: 'zoom'; direction: 'in' | 'out' | 'reset' }
  | { kind: 'page'; direction: 'next' | 'previous' }
  | { kind: 'media'; action: 'play' | 'pause' | 'restart' }
  | { kind: 'media'; action: 'skip'; seconds: number }
  | { kind: 'timer'; action: 'start' | 'pause' }
  /** Back to zero; `seconds` > 0 makes it a countdown of that length, 0 a stopwatch. */
  | { kind: 'timer'; action: 'reset'; seconds: number };

export const VIEW_COMMAND_KINDS = ['zoom', 'page', 'media', 'timer'] as const;

/** The media of the item on screen: playing or not, from which second, since when (ms since the epoch). */
export interface MediaView {
  playing: boolean;
  /** Seconds into the media when it last started or stopped. */
  at: number;
  /** While playing: when it started from `at`. */
  since: number | null;
}

export interface ProjectionView {
  /** Index into ZOOM_STEPS. */
  zoom: number;
  /** 1 = first page (books, PDFs; a long document scrolls a screenful per page). */
  page: number;
  media: MediaView;
  /** The item's page count as its projector reported it (a PDF's pages, ADR 0526); absent while unknown. */
  pages?: number;
  /** The media's length in seconds as its projector reported it; absent while unknown. */
  length?: number;
}

/** What the projector learns of the item once it has opened it (ADR 0526): a PDF's page count, a media's length. */
export interface ItemMeasure {
  pages?: number;
  seconds?: number;
}

export interface ProjectionTimer {
  /** Milliseconds counted before `since`. */
  elapsedMs: number;
  /** While running: when it (re)started. */
  since: number | null;
  /** A countdown's length; 0 for a stopwatch. */
  durationMs: number;
}

/** When the command arrives (ms since the epoch) and the current item's page count when the server knows it. */
export interface ViewContext {
  now: number;
  pageCount?: number | null;
}

export const INITIAL_VIEW: ProjectionView = { zoom: 0, page: 1, media: { playing: false, at: 0, since: null } };
export const INITIAL_TIMER: ProjectionTimer = { elapsedMs: 0, since: null, durationMs: 0 };

/** Moving to another item: its view starts afresh, the timer carries on; the same item keeps its view. */
export function moveTo<P extends Viewed>(position: P, index: number): P {
  const moved: P = { ...position, current: index, blank: false };
  if (index !== position.current) delete moved.view;
  return moved;
}

/** Seconds into the media at `now`: never before the start, nor past its `length` when known (a finished video shows its end). */
export function mediaSeconds(media: MediaView, now: number, length?: number): number {
  const running = media.playing && media.since !== null ? Math.max(0, now - media.since) / 1000 : 0;
  const seconds = Math.max(0, media.at + running);
  return length === undefined ? seconds : Math.min(seconds, length);
}

/** The media as it reads at `now`: where it is, and whether it still plays (a media that reached its known end does not). */
export function mediaReading(view: Pick<ProjectionView, 'media' | 'length'>, now: number): { playing: boolean; seconds: number } {
  const seconds = mediaSeconds(view.media, now, view.length);
  return { playing: view.media.playing && (view.length === undefined || seconds < view.length), seconds };
}

/** The last page a page command reaches: the page count the server knows (a book's), else the projector's, else MAX_PAGE. */
export function lastPage(view: Pick<ProjectionView, 'pages'>, pageCount?: number | null): number {
  if (pageCount !== undefined && pageCount !== null && pageCount > 0) return Math.min(pageCount, MAX_PAGE);
  return view.pages ?? MAX_PAGE;
}

/** A projector's report that fits: whole pages 1..MAX_PAGE, a finite length 0..MAX_MEDIA_SECONDS, at least one of them. */
export function measureFits(measure: ItemMeasure): boolean {
  const { pages, seconds } = measure;
  if (pages === undefined && seconds === undefined) return false;
  const pagesFit = pages === undefined || (Number.isInteger(pages) && pages >= 1 && pages <= MAX_PAGE);
  const secondsFit = seconds === undefined || (Number.isFinite(seconds) && seconds >= 0 && seconds <= MAX_MEDIA_SECONDS);
  return pagesFit && secondsFit;
}

/**
 * The projector's report on item `index` (ADR 0526): kept in the view of the item on screen, so it goes when the class
 * moves on. A report on another item (one that arrived late) or one that does not fit changes nothing; the same position
 * comes back when nothing changes, so the caller need not write it. A page past the new last page comes back to it.
 */
export function applyMeasure<P extends Viewed>(position: P, index: number, measure: ItemMeasure): P {
  if (index !== position.current || !measureFits(measure)) return position;
  const view = position.view ?? INITIAL_VIEW;
  const pages = measure.pages ?? view.pages;
  const length = measure.seconds ?? view.length;
  if (pages === view.pages && length === view.length) return position;
  const measured: ProjectionView = { ...view, page: Math.min(view.page, pages ?? MAX_PAGE) };
  if (pages !== undefined) measured.pages = pages;
  if (length !== undefined) measured.length = length;
  return { ...position, view: measured };
}

/** What a timer reads at `now`: time counted, what is left of a countdown (null for a stopwatch), and whether it ran out. */
export function timerReading(timer: ProjectionTimer, now: number): { running: boolean; elapsedMs: number; remainingMs: number | null; finished: boolean } {
  const counted = timer.elapsedMs + (timer.since === null ? 0 : Math.max(0, now - timer.since));
  if (timer.durationMs <= 0) return { running: timer.since !== null, elapsedMs: counted, remainingMs: null, finished: false };
  const elapsedMs = Math.min(counted, timer.durationMs);
  const finished = elapsedMs >= timer.durationMs;
  return { running: timer.since !== null && !finished, elapsedMs, remainingMs: timer.durationMs - elapsedMs, finished };
}

function clampInt(value: number, min: number, max: number): number {
  return Math.min(Math.max(Math.trunc(Number.isFinite(value) ? value : min), min), max);
}

function applyMedia(media: MediaView, command: Extract<ViewCommand, { kind: 'media' }>, now: number, length?: number): MediaView {
  const at = mediaSeconds(media, now, length);
  const ended = length !== undefined && at >= length;
  switch (command.action) {
    case 'play':
      // A media at its end plays again from the start, as a browser's own player does.
      if (ended) return { playing: true, at: 0, since: now };
      return media.playing ? media : { playing: true, at, since: now };
    case 'pause':
      return { playing: false, at, since: null };
    case 'restart':
      return { playing: media.playing, at: 0, since: media.playing ? now : null };
    case 'skip': {
      const seconds = clampInt(command.seconds, -MAX_SKIP_SECONDS, MAX_SKIP_SECONDS);
      const to = Math.max(0, at + seconds);
      return { playing: media.playing, at: length === undefined ? to : Math.min(to, length), since: media.playing ? now : null };
    }
  }
}

function applyTimer(timer: ProjectionTimer, command: Extract<ViewCommand, { kind: 'timer' }>, now: number): ProjectionTimer {
  const reading = timerReading(timer, now);
  switch (command.action) {
    case 'start':
      // A finished countdown starts again from its full length.
      if (reading.finished) return { elapsedMs: 0, since: now, durationMs: timer.durationMs };
      return timer.since === null ? { ...timer, since: now } : timer;
    case 'pause':
      return { ...timer, elapsedMs: reading.elapsedMs, since: null };
    case 'reset':
      return { elapsedMs: 0, since: null, durationMs: clampInt(command.seconds, 0, MAX_COUNTDOWN_SECONDS) * 1000 };
  }
}

/** Where a command on the item's view or the timer leaves the projection (the item and the black screen stay). */
export function applyViewCommand<P extends Viewed>(position: P, command: ViewCommand, at: ViewContext): P {
  const view = position.view ?? INITIAL_VIEW;
  switch (command.kind) {
    case 'zoom': {
      const zoom = command.direction === 'reset' ? 0 : clampInt(view.zoom + (command.direction === 'in' ? 1 : -1), 0, ZOOM_STEPS.length - 1);
      return { ...position, view: { ...view, zoom } };
    }
    case 'page': {
      const page = clampInt(view.page + (command.direction === 'next' ? 1 : -1), 1, lastPage(view, at.pageCount));
      return { ...position, view: { ...view, page } };
    }
    case 'media':
      return { ...position, view: { ...view, media: applyMedia(view.media, command, at.now, view.length) } };
    case 'timer':
      return { ...position, timer: applyTimer(position.timer ?? INITIAL_TIMER, command, at.now) };
  }
}
