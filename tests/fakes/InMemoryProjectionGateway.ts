import { Subject } from 'rxjs';
import { Err, Ok, type Result } from '@domain/shared/result';
import { applyCommand, type ProjectionCommand, type ProjectionPosition } from '@domain/projection/projection';
import { applyMeasure, INITIAL_TIMER, INITIAL_VIEW, mediaReading, timerReading, ZOOM_STEPS, type ItemMeasure } from '@domain/projection/projectionView';
import { appError, type AppError } from '@application/shared/AppError';
import type { OpenedProjection, ProjectionState } from '@application/projection/Projection';
import type { ProjectionGateway, ProjectionLink, ProjectionLinkEvent, ProjectionScreen, QrCodes, QuestionPlace } from '@application/projection/ports/ProjectionGateway';

export function aProjectionState(overrides: Partial<ProjectionState> = {}): ProjectionState {
  return {
    guid: 'p1',
    courseGuid: 'c1',
    lessonGuid: 'l1',
    lessonName: 'El agua',
    items: [
      { guid: 'i1', name: 'Vídeo: el ciclo del agua', contentType: 'CTTY_02', pages: 3 },
      { guid: 'i2', name: 'Lectura: la densidad', contentType: 'CTTY_01', pages: null },
      { guid: 'i3', name: 'Ficha en PDF', contentType: 'CTTY_05', pages: null },
    ],
    current: 0,
    blank: false,
    paired: false,
    version: 0,
    shortToken: 'ABC234',
    expiresAt: new Date('2026-11-22T10:10:00Z'),
    view: { zoom: 1, page: 1, pageCount: 3, media: { playing: false, seconds: 0, length: null } },
    timer: { running: false, elapsedMs: 0, durationMs: 0, idle: true },
    receivedAt: 0,
    ...overrides,
  };
}

/**
 * A projection server in memory: each `link` subscription is one connection (an rxjs Subject per connection) that a
 * test opens, feeds, drops or refuses by hand; commands move the state the domain's way and reach every connection.
 */
export class InMemoryProjectionGateway implements ProjectionGateway {
  state: ProjectionState = aProjectionState();
  failure: AppError | undefined = undefined;
  readonly connections: Subject<ProjectionLinkEvent>[] = [];
  readonly sent: ProjectionCommand[] = [];
  /** What projectors reported (ADR 0526), and which screen each link said it was. */
  readonly reports: { itemGuid: string; measure: ItemMeasure }[] = [];
  readonly screens: ProjectionScreen[] = [];
  /** The view and the timer as the server keeps them (the state carries their readings). */
  private position: ProjectionPosition = { current: 0, blank: false };
  /** The server's clock, in ms (tests move it by hand). */
  now = 0;

  async open(): Promise<Result<OpenedProjection, AppError>> {
    if (this.failure) return Err(this.failure);
    return Ok({ guid: this.state.guid, shortToken: this.state.shortToken, remoteUrl: `http://tiza.test/remote/${this.state.shortToken}`, expiresAt: this.state.expiresAt });
  }

  async pair(): Promise<Result<ProjectionState, AppError>> {
    if (this.failure) return Err(this.failure);
    this.state = { ...this.state, paired: true, version: this.state.version + 1 };
    this.broadcast();
    return Ok(this.state);
  }

  /** The teacher's notes by item guid, as the remote reads them. */
  teacherNotes: Record<string, string> = {};

  async notes(): Promise<Result<Record<string, string>, AppError>> {
    if (this.failure) return Err(this.failure);
    return Ok({ ...this.teacherNotes });
  }

  /** Where each test question is projected, by question guid; the questions asked, in order. */
  questionPlaces: Record<string, QuestionPlace> = {};
  readonly asked: { projectionGuid: string; questionGuid: string }[] = [];

  async questionPlace(questionGuid: string): Promise<Result<QuestionPlace, AppError>> {
    if (this.failure) return Err(this.failure);
    const place = this.questionPlaces[questionGuid];
    return place ? Ok(place) : Err(appError('not-found', 'NOT_FOUND', { status: 404 }));
  }

  async askQuestion(projectionGuid: string, questionGuid: string): Promise<Result<void, AppError>> {
    if (this.failure) return Err(this.failure);
    this.asked.push({ projectionGuid, questionGuid });
    return Ok(undefined);
  }

  link(_guid: string, screen: ProjectionScreen): ProjectionLink {
    this.screens.push(screen);
    let current: Subject<ProjectionLinkEvent> | undefined;
    return {
      events: {
        subscribe: (observer: Parameters<Subject<ProjectionLinkEvent>['subscribe']>[0]) => {
          current = new Subject<ProjectionLinkEvent>();
          this.connections.push(current);
          const subscription = current.subscribe(observer);
          return { unsubscribe: () => subscription.unsubscribe() };
        },
      } as unknown as ProjectionLink['events'],
      send: (command) => {
        if (!current || current.closed) return false;
        this.sent.push(command);
        this.position = applyCommand({ ...this.position, current: this.state.current, blank: this.state.blank }, this.state.items.length, command, {
          now: this.now,
          pageCount: this.state.items[this.state.current]?.pages,
        });
        this.moved();
        return true;
      },
      report: (itemGuid, measure) => {
        if (!current || current.closed) return false;
        this.reports.push({ itemGuid, measure });
        const index = this.state.items.findIndex((item) => item.guid === itemGuid);
        const measured = applyMeasure({ ...this.position, current: this.state.current, blank: this.state.blank }, index, measure);
        if (measured === this.position) return true;
        this.position = measured;
        this.moved();
        return true;
      },
    };
  }

  /** The state after a change, as the server reads it (projectionState.ts), to every connection. */
  private moved(): void {
    const view = this.position.view ?? INITIAL_VIEW;
    const timer = this.position.timer ?? INITIAL_TIMER;
    const reading = timerReading(timer, this.now);
    this.state = {
      ...this.state,
      current: this.position.current,
      blank: this.position.blank,
      view: {
        zoom: ZOOM_STEPS[view.zoom] ?? 1,
        page: view.page,
        pageCount: this.state.items[this.position.current]?.pages ?? view.pages ?? null,
        media: { ...mediaReading(view, this.now), length: view.length ?? null },
      },
      timer: { running: reading.running, elapsedMs: reading.elapsedMs, durationMs: timer.durationMs, idle: timer.since === null && timer.elapsedMs === 0 },
      version: this.state.version + 1,
    };
    this.broadcast();
  }

  /** Every open connection hears the state (the server's notification fan-out). */
  private broadcast(): void {
    for (const connection of this.connections) if (!connection.closed) connection.next({ kind: 'state', state: this.state });
  }

  /** The newest connection opens and hears the state as it is now (what the server sends first). */
  accept(): void {
    const connection = this.latest();
    connection.next({ kind: 'open' });
    connection.next({ kind: 'state', state: this.state });
  }

  /** The newest connection drops (network cut, server restart). */
  drop(): void {
    this.latest().complete();
  }

  refuse(code: string): void {
    this.latest().next({ kind: 'refused', code });
  }

  private latest(): Subject<ProjectionLinkEvent> {
    const connection = this.connections.at(-1);
    if (!connection) throw new Error('no connection yet');
    return connection;
  }
}

export class FakeQrCodes implements QrCodes {
  readonly drawn: string[] = [];

  async image(text: string): Promise<string> {
    this.drawn.push(text);
    return `data:image/png;base64,${btoa(text)}`;
  }
}
