// @vitest-environment node
// The notification stream's adapter (ADRs 0513, 0514, 0516): the text/event-stream parser over partial chunks,
// heartbeats and CRLF, and the feed over a stubbed fetch whose body the test writes chunk by chunk: events in order,
// one shared connection, a reconnect after a drop with the last notification's id as Last-Event-ID, and the end of
// the feed when the session is refused. Time moves by hand (ManualTimers): no waiting.
import { describe, expect, it, vi } from 'vitest';
import type { NotificationDto } from '@contract/notifications';
import type { BoardFeedEvent } from '@application/board/ports/BoardFeed';
import type { FeedEvent } from '@application/notifications/Notification';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { parseEvents, SseNotificationFeed } from '@infrastructure/notifications/SseNotificationFeed';
import { FixedClock } from '@tests/fakes/FixedClock';
import { ManualTimers, settle } from '@tests/unit/application/assessments/taking/support/ManualTimers';

const COURSE = '0b8a7c52-3a8e-4d6c-9a41-0c2f4f1c9d10';
const MESSAGE = '5f2b1d9e-7c4a-4e8b-a0d3-1e2f3a4b5c6d';

function notification(id: number): NotificationDto {
  return {
    id,
    guid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    type: 'board.message',
    data: { course: { guid: COURSE, name: 'Biología' }, message: { guid: MESSAGE, excerpt: 'Traed la bata' } },
    created_at: '2026-11-27T08:00:00.000Z',
    viewed_at: null,
    consumed_at: null,
  };
}

const frame = (n: NotificationDto) => `id: ${n.id}\nevent: notification\ndata: ${JSON.stringify(n)}\n\n`;

/** A response body the test writes to, chunk by chunk, and ends. */
function body() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(stream, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

function setUp() {
  const refused: number[] = [];
  const bodies: ReturnType<typeof body>[] = [];
  const fetchMock = vi.fn<typeof fetch>(async () => {
    const next = body();
    bodies.push(next);
    return next.response;
  });
  const http = new FetchHttpClient({ baseUrl: '/api', tenantId: 'tiza', token: () => 'jwt-1', onSessionRefused: (status) => refused.push(status), fetch: fetchMock });
  const timers = new ManualTimers(new FixedClock());
  const feed = new SseNotificationFeed(http, timers, fetchMock);
  const headersOf = (call: number) => (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
  return { feed, fetchMock, bodies, timers, refused, headersOf };
}

describe('parseEvents', () => {
  it('reads whole events and keeps an unfinished one for the next chunk', () => {
    const first = parseEvents('retry: 3000\nevent: ready\ndata: {"unread":2}\n\nid: 7\nevent: notif');
    expect(first.messages).toEqual([{ event: 'ready', data: '{"unread":2}' }]);
    expect(first.rest).toBe('id: 7\nevent: notif');
    const second = parseEvents(`${first.rest}ication\ndata: {"a":1}\n\n`);
    expect(second.messages).toEqual([{ id: '7', event: 'notification', data: '{"a":1}' }]);
    expect(second.rest).toBe('');
  });

  it('skips heartbeats and other comments, and an event without data', () => {
    const { messages, rest } = parseEvents(': heartbeat\n\n: heartbeat\n\nevent: ping\n\nevent: board\ndata: {}\n\n');
    expect(messages).toEqual([{ event: 'board', data: '{}' }]);
    expect(rest).toBe('');
  });

  it('joins data lines, takes CRLF and CR line ends, and waits for the \\n of a CRLF split between chunks', () => {
    expect(parseEvents('data: line one\r\ndata: line two\r\n\r\n').messages).toEqual([{ event: 'message', data: 'line one\nline two' }]);
    expect(parseEvents('data:no space\r\rdata: b\n\n').messages).toEqual([
      { event: 'message', data: 'no space' },
      { event: 'message', data: 'b' },
    ]);
    const split = parseEvents('data: x\r\n\r');
    expect(split.messages).toEqual([]);
    expect(parseEvents(`${split.rest}\n`).messages).toEqual([{ event: 'message', data: 'x' }]);
  });
});

describe('SseNotificationFeed', () => {
  it('delivers ready, notifications and board changes as they arrive, whatever the chunks, and ignores heartbeats', async () => {
    const { feed, bodies, fetchMock, headersOf } = setUp();
    const seen: FeedEvent[] = [];
    const subscription = feed.events().subscribe((event) => seen.push(event));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(headersOf(0)).toMatchObject({ accept: 'text/event-stream', authorization: 'Bearer jwt-1', login_context: expect.any(String) });
    expect(headersOf(0)['last-event-id']).toBeUndefined();
    const stream = bodies[0];
    if (!stream) throw new Error('no stream');

    stream.write('retry: 3000\nevent: ready\ndata: {"unread":3}\n\n: heartbeat\n\n');
    const whole = frame(notification(41));
    stream.write(whole.slice(0, 30));
    await settle();
    expect(seen).toEqual([{ kind: 'ready', unread: 3 }]);
    stream.write(whole.slice(30));
    stream.write(`event: board\ndata: ${JSON.stringify({ course_guid: COURSE, message_guid: MESSAGE, parent_guid: null, change: 'updated' })}\n\n`);
    // A malformed event is dropped, not a crash.
    stream.write('event: notification\ndata: {"id":"x"}\n\n');
    await settle();
    expect(seen.map((event) => event.kind)).toEqual(['ready', 'notification', 'board']);
    expect(seen[1]).toMatchObject({ kind: 'notification', notification: { id: 41, type: 'board.message', viewedAt: null } });
    expect(seen[2]).toEqual({ kind: 'board', change: { courseGuid: COURSE, messageGuid: MESSAGE, parentGuid: null, change: 'updated' } });
    subscription.unsubscribe();
  });

  it('reconnects after a drop with the last notification’s id, not a board change’s, and the board hears it reconnected', async () => {
    const { feed, bodies, fetchMock, headersOf, timers } = setUp();
    const board: BoardFeedEvent[] = [];
    const notifications: FeedEvent[] = [];
    const bell = feed.events().subscribe((event) => notifications.push(event));
    const page = feed.changes().subscribe((event) => board.push(event));
    await settle();
    // The bell and the board share one connection.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const first = bodies[0];
    if (!first) throw new Error('no stream');
    first.write('event: ready\ndata: {"unread":0}\n\n');
    first.write(frame(notification(7)));
    first.write(`event: board\ndata: ${JSON.stringify({ course_guid: COURSE, message_guid: MESSAGE, parent_guid: null, change: 'created' })}\n\n`);
    first.end();
    // The end of a body passes through the decoder's stream: a few more turns than an event.
    await settle(100);
    expect(board).toEqual([{ kind: 'connected' }, { kind: 'change', change: { courseGuid: COURSE, messageGuid: MESSAGE, parentGuid: null, change: 'created' } }]);

    // Nothing until the pause has passed.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    timers.advance(1_000);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(headersOf(1)['last-event-id']).toBe('7');
    bodies[1]?.write('event: ready\ndata: {"unread":1}\n\n');
    bodies[1]?.write(frame(notification(8)));
    await settle();
    expect(board[2]).toEqual({ kind: 'connected' });
    expect(notifications.filter((event) => event.kind === 'notification').map((event) => (event.kind === 'notification' ? event.notification.id : 0))).toEqual([7, 8]);

    // Dropped again: the next connection resumes after the newest notification.
    bodies[1]?.end();
    await settle(100);
    timers.advance(1_000);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(headersOf(2)['last-event-id']).toBe('8');
    bell.unsubscribe();
    page.unsubscribe();
  });

  it('closes the connection when the last subscriber leaves, and opens a new one for the next', async () => {
    const { feed, fetchMock, timers } = setUp();
    const subscription = feed.events().subscribe(() => {});
    await settle();
    const signal = fetchMock.mock.calls[0]?.[1]?.signal;
    subscription.unsubscribe();
    expect(signal?.aborted).toBe(true);
    timers.advance(60_000);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const again = feed.changes().subscribe(() => {});
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    again.unsubscribe();
  });

  it('ends the feed and reports the refusal when the session is refused', async () => {
    const refusedFetch = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ code: 'UNAUTHORIZED', message: 'no' }), { status: 401 }));
    const refused: number[] = [];
    const http = new FetchHttpClient({ baseUrl: '/api', tenantId: 'tiza', token: () => 'jwt-1', onSessionRefused: (status) => refused.push(status), fetch: refusedFetch });
    const timers = new ManualTimers(new FixedClock());
    const feed = new SseNotificationFeed(http, timers, refusedFetch);
    let completed = false;
    feed.events().subscribe({ complete: () => (completed = true) });
    await settle();
    expect(completed).toBe(true);
    expect(refused).toEqual([401]);
    timers.advance(60_000);
    await settle();
    expect(refusedFetch).toHaveBeenCalledTimes(1);
  });
});
