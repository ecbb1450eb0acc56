import { Observable } from 'rxjs';
import {
  BEARER_SUBPROTOCOL_PREFIX,
  PROJECTION_SUBPROTOCOL,
  ProjectionCreatedAnswer,
  ProjectionNotesAnswer,
  QuestionPlaceAnswer,
  StoredQuestionAsked,
  type AskStoredQuestionBodyDto,
  ProjectionServerMessage,
  ProjectionStateSchema,
  type NewProjectionBodyDto,
  type ProjectionCommandMessageDto,
  type ProjectionCreatedDto,
  type ProjectionNotesDto,
  type ProjectionStateDto,
  type QuestionPlaceDto,
} from '@contract/projection';
import type { ProjectionCommand } from '@domain/projection/projection';
import type { ItemMeasure } from '@domain/projection/projectionView';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { OpenedProjection, ProjectionState } from '@application/projection/Projection';
import type { ProjectionGateway, ProjectionLink, ProjectionLinkEvent, ProjectionScreen, QuestionPlace } from '@application/projection/ports/ProjectionGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fitsWire, fromWire, instant } from '@infrastructure/http/wire';
import { liveRoundViewToDomain } from '@infrastructure/projection/liveRoundWire';

/** What opens a WebSocket (the browser's, or a stand-in in tests). */
export type SocketFactory = (url: string, protocols: string[]) => WebSocket;

/**
 * `POST /front/projection/sessions`, `POST /front/projection/pair/{code}` and the projection's WebSocket
 * (docs/api-projection.md). The socket carries the session token as the subprotocol `bearer.<token>`: a browser cannot
 * set headers on it.
 */
export class HttpProjectionGateway implements ProjectionGateway {
  constructor(
    private readonly http: FetchHttpClient,
    private readonly openSocket: SocketFactory,
    private readonly pageUrl: () => string,
  ) {}

  async open(courseGuid: string, lessonGuid: string): Promise<Result<OpenedProjection, AppError>> {
    const body: NewProjectionBodyDto = { course_guid: courseGuid, lesson_guid: lessonGuid };
    return fromWire(await this.http.post('/front/projection/sessions', body), ProjectionCreatedAnswer, openedToDomain);
  }

  async pair(shortToken: string): Promise<Result<ProjectionState, AppError>> {
    return fromWire(await this.http.post(`/front/projection/pair/${encodeURIComponent(shortToken)}`), ProjectionStateSchema, projectionStateToDomain);
  }

  async notes(guid: string): Promise<Result<Record<string, string>, AppError>> {
    return fromWire(await this.http.get(`/front/projection/sessions/${encodeURIComponent(guid)}/notes`), ProjectionNotesAnswer, notesToDomain);
  }

  async questionPlace(questionGuid: string): Promise<Result<QuestionPlace, AppError>> {
    return fromWire(await this.http.get(`/front/projection/questions/${encodeURIComponent(questionGuid)}`), QuestionPlaceAnswer, questionPlaceToDomain);
  }

  async askQuestion(projectionGuid: string, questionGuid: string): Promise<Result<void, AppError>> {
    const body: AskStoredQuestionBodyDto = { question_guid: questionGuid };
    return fromWire(await this.http.post(`/front/projection/sessions/${encodeURIComponent(projectionGuid)}/question`, body), StoredQuestionAsked, () => undefined);
  }

  link(guid: string, screen: ProjectionScreen): ProjectionLink {
    let socket: WebSocket | undefined;
    const events = new Observable<ProjectionLinkEvent>((subscriber) => {
      const described = this.http.describe(`/front/projection/sessions/${guid}/socket`);
      const url = new URL(described.url, this.pageUrl());
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      // The projector names itself: only its socket may report what it measured of an item (ADR 0526).
      if (screen === 'projector') url.searchParams.set('role', 'projector');
      const token = /^Bearer (.+)$/.exec(described.headers.authorization ?? '')?.[1];
      const protocols = token === undefined ? [PROJECTION_SUBPROTOCOL] : [PROJECTION_SUBPROTOCOL, `${BEARER_SUBPROTOCOL_PREFIX}${token}`];
      const current = this.openSocket(url.toString(), protocols);
      socket = current;
      current.onopen = () => subscriber.next({ kind: 'open' });
      current.onmessage = (message: MessageEvent) => {
        const event = linkEvent(message.data);
        if (event) subscriber.next(event);
      };
      current.onclose = () => subscriber.complete();
      return () => {
        current.onopen = null;
        current.onmessage = null;
        current.onclose = null;
        if (socket === current) socket = undefined;
        current.close();
      };
    });
    const write = (message: ProjectionCommandMessageDto) => {
      if (socket?.readyState !== 1) return false;
      socket.send(JSON.stringify(message));
      return true;
    };
    return {
      events,
      send: (command) => write(commandToWire(command)),
      report: (itemGuid, measure) => write(measureToWire(itemGuid, measure)),
    };
  }
}

function linkEvent(data: unknown): ProjectionLinkEvent | undefined {
  if (typeof data !== 'string') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (!fitsWire(ProjectionServerMessage, parsed)) return undefined;
  return parsed.type === 'state' ? { kind: 'state', state: projectionStateToDomain(parsed.state) } : { kind: 'refused', code: parsed.code };
}

export function commandToWire(command: ProjectionCommand): ProjectionCommandMessageDto {
  switch (command.kind) {
    case 'goto':
      return { type: 'goto', index: command.index };
    case 'blank':
      return { type: 'blank', on: command.on };
    case 'zoom':
    case 'page':
      return { type: command.kind, direction: command.direction };
    case 'media':
      return command.action === 'skip' ? { type: 'media', action: 'skip', seconds: command.seconds } : { type: 'media', action: command.action };
    case 'timer':
      return command.action === 'reset' ? { type: 'timer', action: 'reset', seconds: command.seconds } : { type: 'timer', action: command.action };
    default:
      return { type: command.kind };
  }
}

export function measureToWire(itemGuid: string, measure: ItemMeasure): ProjectionCommandMessageDto {
  return {
    type: 'measured',
    item_guid: itemGuid,
    ...(measure.pages === undefined ? {} : { page_count: measure.pages }),
    ...(measure.seconds === undefined ? {} : { length_seconds: measure.seconds }),
  };
}

function notesToDomain(dto: ProjectionNotesDto): Record<string, string> {
  return Object.fromEntries(dto.notes.map((entry) => [entry.item_guid, entry.teacher_notes]));
}

function questionPlaceToDomain(dto: QuestionPlaceDto): QuestionPlace {
  return { questionGuid: dto.question_guid, itemGuid: dto.item_guid, lessonGuid: dto.lesson_guid, courseGuid: dto.course_guid };
}

function openedToDomain(dto: ProjectionCreatedDto): OpenedProjection {
  return { guid: dto.guid, shortToken: dto.short_token, remoteUrl: dto.remote_url, expiresAt: instant(dto.expires_at) };
}

export function projectionStateToDomain(dto: ProjectionStateDto): ProjectionState {
  return {
    guid: dto.guid,
    courseGuid: dto.course_guid,
    lessonGuid: dto.lesson_guid,
    lessonName: dto.lesson_name,
    items: dto.items.map((item) => ({ guid: item.guid, name: item.name, contentType: item.content_type, pages: item.pages })),
    current: dto.current,
    blank: dto.blank,
    paired: dto.paired,
    version: dto.version,
    shortToken: dto.short_token,
    expiresAt: instant(dto.expires_at),
    view: {
      zoom: dto.view.zoom,
      page: dto.view.page,
      pageCount: dto.view.page_count,
      media: { playing: dto.view.media.playing, seconds: dto.view.media.seconds, length: dto.view.media.length },
    },
    timer: { running: dto.timer.running, elapsedMs: dto.timer.elapsed_ms, durationMs: dto.timer.duration_ms, idle: dto.timer.idle },
    receivedAt: performance.now(),
    live: dto.live ? liveRoundViewToDomain(dto.live) : null,
    question: dto.question ? { guid: dto.question.guid, itemGuid: dto.question.item_guid, name: dto.question.name, type: dto.question.type, live: dto.question.live } : null,
  };
}
