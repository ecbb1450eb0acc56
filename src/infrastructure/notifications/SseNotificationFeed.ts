import { filter, map, Observable, share } from 'rxjs';
import { BoardChangeSchema } from '@contract/board';
import { LiveRoundChangeSchema } from '@contract/liveRounds';
import { NotificationSchema, StreamReadySchema } from '@contract/notifications';
import { Backoff } from '@application/shared/Backoff';
import type { Timers } from '@application/shared/ports/Timers';
import type { BoardFeed, BoardFeedEvent } from '@application/board/ports/BoardFeed';
import type { FeedEvent } from '@application/notifications/Notification';
import type { NotificationFeed } from '@application/notifications/ports/NotificationFeed';
import type { LiveRoundFeedEvent } from '@application/projection/LiveRound';
import type { LiveRoundFeed } from '@application/projection/ports/LiveRoundFeed';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fitsWire } from '@infrastructure/http/wire';
import { NOTIFICATIONS_PATH, notificationToDomain } from '@infrastructure/notifications/HttpNotificationGateway';

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

interface SseMessage {
  id?: string;
  event: string;
  data: string;
}

/** Splits a text/event-stream into messages (comments and `retry` ignored); keeps the unfinished tail. */
export function parseEvents(buffer: string): { messages: SseMessage[]; rest: string } {
  const messages: SseMessage[] = [];
  // A chunk may end between the \r and the \n of one line end: that \r waits for the next chunk.
  const held = buffer.endsWith('\r') ? '\r' : '';
  const blocks = buffer.slice(0, buffer.length - held.length).replace(/\r\n?/gu, '\n').split('\n\n');
  const rest = (blocks.pop() ?? '') + held;
  for (const block of blocks) {
    const message: SseMessage = { event: 'message', data: '' };
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /u, '');
      if (field === 'id') message.id = value;
      else if (field === 'event') message.event = value;
      else if (field === 'data') data.push(value);
    }
    message.data = data.join('\n');
    if (data.length > 0) messages.push(message);
  }
  return { messages, rest };
}

/**
 * The notification stream (ADR 0513, 0514) as an Observable. `EventSource` cannot send the session's headers, so it
 * is read with `fetch` and a ReadableStream; after a drop it reconnects with growing pauses and `Last-Event-ID`, so
 * the server replays what was missed. A refused session (401/403) is reported like any call and ends the feed.
 * Every subscriber shares one connection (the bell and an open board, ADR 0516): it opens with the first and closes
 * with the last; a late subscriber hears from the next event on.
 */
export class SseNotificationFeed implements NotificationFeed, BoardFeed, LiveRoundFeed {
  private readonly shared: Observable<FeedEvent>;

  constructor(
    private readonly http: FetchHttpClient,
    private readonly timers: Timers,
    private readonly fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init),
  ) {
    this.shared = this.connection().pipe(share());
  }

  events(): Observable<FeedEvent> {
    return this.shared;
  }

  /** The board changes of the same stream, and each (re)connection (a board reads itself again: nothing is replayed). */
  changes(): Observable<BoardFeedEvent> {
    return this.shared.pipe(
      filter((event) => event.kind === 'ready' || event.kind === 'board'),
      map((event): BoardFeedEvent => (event.kind === 'board' ? { kind: 'change', change: event.change } : { kind: 'connected' })),
    );
  }

  /** Live questions of the person's lessons on the same stream, and each (re)connection (ADR 0528). */
  rounds(): Observable<LiveRoundFeedEvent> {
    return this.shared.pipe(
      filter((event) => event.kind === 'ready' || event.kind === 'live'),
      map((event): LiveRoundFeedEvent => (event.kind === 'live' ? { kind: 'change', lessonGuid: event.lessonGuid, roundGuid: event.roundGuid } : { kind: 'connected' })),
    );
  }

  private connection(): Observable<FeedEvent> {
    return new Observable<FeedEvent>((subscriber) => {
      const backoff = new Backoff(this.timers, RETRY_FIRST_MS, RETRY_MAX_MS);
      let lastId: string | undefined;
      let controller: AbortController | undefined;
      let closed = false;

      const connect = async (): Promise<void> => {
        controller = new AbortController();
        const { url, headers, authenticated } = this.http.describe(`${NOTIFICATIONS_PATH}/stream`);
        headers.accept = 'text/event-stream';
        if (lastId !== undefined) headers['last-event-id'] = lastId;
        try {
          const response = await this.fetchFn(url, { headers, signal: controller.signal, cache: 'no-store' });
          if (response.status === 401 || response.status === 403) {
            this.http.failure(response.status, await response.text(), null, authenticated);
            subscriber.complete();
            return;
          }
          if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
          const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            const { messages, rest } = parseEvents(buffer + value);
            buffer = rest;
            for (const message of messages) this.deliver(message, subscriber, (id) => (lastId = id), () => backoff.reset());
          }
        } catch {
          // A network cut, a server restart or our own abort: reconnect below unless closed.
        }
        if (!closed) backoff.schedule(() => void connect());
      };

      void connect();
      return () => {
        closed = true;
        backoff.stop();
        controller?.abort();
      };
    });
  }

  private deliver(message: SseMessage, subscriber: { next(event: FeedEvent): void }, remember: (id: string) => void, connected: () => void): void {
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      return;
    }
    if (message.event === 'ready' && fitsWire(StreamReadySchema, data)) {
      connected();
      subscriber.next({ kind: 'ready', unread: data.unread });
    } else if (message.event === 'notification' && fitsWire(NotificationSchema, data)) {
      if (message.id !== undefined) remember(message.id);
      subscriber.next({ kind: 'notification', notification: notificationToDomain(data) });
    } else if (message.event === 'board' && fitsWire(BoardChangeSchema, data)) {
      subscriber.next({ kind: 'board', change: { courseGuid: data.course_guid, messageGuid: data.message_guid, parentGuid: data.parent_guid, change: data.change } });
    } else if (message.event === 'live' && fitsWire(LiveRoundChangeSchema, data)) {
      subscriber.next({ kind: 'live', lessonGuid: data.lesson_guid, roundGuid: data.round_guid });
    }
  }
}
