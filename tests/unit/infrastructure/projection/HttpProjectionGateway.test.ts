import { describe, expect, it, vi } from 'vitest';
import type { ProjectionLinkEvent } from '@application/projection/ports/ProjectionGateway';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { HttpProjectionGateway } from '@infrastructure/projection/HttpProjectionGateway';

const GUID = '3f1c2b9e-0a4d-4c8e-9b7a-2d5e6f708192';
const stateDto = {
  guid: GUID,
  course_guid: '5a1c2b9e-0a4d-4c8e-9b7a-2d5e6f708192',
  lesson_guid: '6b1c2b9e-0a4d-4c8e-9b7a-2d5e6f708192',
  lesson_name: 'El agua',
  items: [{ guid: '7c1c2b9e-0a4d-4c8e-9b7a-2d5e6f708192', name: 'Vídeo', content_type: 'CTTY_02', pages: 3 }],
  current: 0,
  blank: false,
  paired: true,
  version: 3,
  short_token: 'ABC234',
  expires_at: '2026-11-22T10:10:00.000Z',
  view: { zoom: 1.5, page: 2, page_count: 3, media: { playing: true, seconds: 12.5, length: 245.3 } },
  timer: { running: true, elapsed_ms: 30_000, duration_ms: 300_000, idle: false },
};

/** A stand-in for the browser's WebSocket: records what is sent and lets the test play the server. */
class FakeSocket {
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  readonly sent: string[] = [];
  closed = false;

  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}

  send(text: string) {
    this.sent.push(text);
  }

  close() {
    this.closed = true;
  }

  serverOpens() {
    this.readyState = 1;
    this.onopen?.();
  }

  serverSends(data: unknown) {
    this.onmessage?.({ data });
  }

  drops() {
    this.readyState = 3;
    this.onclose?.();
  }
}

function setup(fetchMock = vi.fn<typeof fetch>()) {
  const http = new FetchHttpClient({ baseUrl: '/api', tenantId: 'tiza', token: () => 'jwt.token.here', onSessionRefused: () => undefined, fetch: fetchMock });
  const sockets: FakeSocket[] = [];
  const gateway = new HttpProjectionGateway(
    http,
    (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    () => 'https://school.example/course/c/lesson/l/projection',
  );
  return { gateway, sockets, fetchMock };
}

describe('HttpProjectionGateway', () => {
  it('opens a projection and reads its code and expiry', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      new Response(JSON.stringify({ guid: GUID, short_token: 'ABC234', remote_url: 'https://school.example/remote/ABC234', expires_at: '2026-11-22T10:10:00.000Z' }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const { gateway } = setup(fetchMock);
    const opened = await gateway.open('c-guid', 'l-guid');
    expect(opened.unwrap()).toEqual({ guid: GUID, shortToken: 'ABC234', remoteUrl: 'https://school.example/remote/ABC234', expiresAt: new Date('2026-11-22T10:10:00Z') });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/front/projection/sessions');
    expect(JSON.parse(String(init?.body))).toEqual({ course_guid: 'c-guid', lesson_guid: 'l-guid' });
  });

  it('finds where a test’s question is projected, and asks it sending its guid only', async () => {
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json({ question_guid: GUID, item_guid: stateDto.items[0]?.guid, lesson_guid: stateDto.lesson_guid, course_guid: stateDto.course_guid }))
      .mockResolvedValueOnce(json({ question_guid: GUID, live: true, round_guid: stateDto.lesson_guid }, 201));
    const { gateway } = setup(fetchMock);
    const place = await gateway.questionPlace(GUID);
    expect(place.unwrap()).toEqual({ questionGuid: GUID, itemGuid: stateDto.items[0]?.guid, lessonGuid: stateDto.lesson_guid, courseGuid: stateDto.course_guid });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/front/projection/questions/${GUID}`);
    expect((await gateway.askQuestion('p-guid', GUID)).ok).toBe(true);
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/front/projection/sessions/p-guid/question');
    expect(JSON.parse(String(init?.body))).toEqual({ question_guid: GUID });
  });

  it('connects over wss with the token as a subprotocol and turns messages into events', () => {
    const { gateway, sockets } = setup();
    const link = gateway.link(GUID, 'remote');
    const events: ProjectionLinkEvent[] = [];
    let completed = false;
    const subscription = link.events.subscribe({ next: (event) => events.push(event), complete: () => (completed = true) });
    const socket = sockets[0];
    expect(socket?.url).toBe(`wss://school.example/api/front/projection/sessions/${GUID}/socket`);
    expect(socket?.protocols).toEqual(['tiza.projection', 'bearer.jwt.token.here']);

    expect(link.send({ kind: 'next' })).toBe(false);
    socket?.serverOpens();
    socket?.serverSends(JSON.stringify({ type: 'state', state: stateDto }));
    socket?.serverSends('not json');
    socket?.serverSends(JSON.stringify({ type: 'state', state: { ...stateDto, current: 'one' } }));
    socket?.serverSends(JSON.stringify({ type: 'error', code: 'VALIDATION_FAILED' }));
    expect(events).toEqual([
      { kind: 'open' },
      {
        kind: 'state',
        state: expect.objectContaining({
          guid: GUID,
          lessonName: 'El agua',
          paired: true,
          version: 3,
          expiresAt: new Date('2026-11-22T10:10:00Z'),
          items: [expect.objectContaining({ pages: 3 })],
          view: { zoom: 1.5, page: 2, pageCount: 3, media: { playing: true, seconds: 12.5, length: 245.3 } },
          timer: { running: true, elapsedMs: 30_000, durationMs: 300_000, idle: false },
        }),
      },
      { kind: 'refused', code: 'VALIDATION_FAILED' },
    ]);

    expect(link.send({ kind: 'goto', index: 2 })).toBe(true);
    expect(link.send({ kind: 'blank', on: false })).toBe(true);
    expect(link.send({ kind: 'previous' })).toBe(true);
    expect(link.send({ kind: 'zoom', direction: 'in' })).toBe(true);
    expect(link.send({ kind: 'page', direction: 'previous' })).toBe(true);
    expect(link.send({ kind: 'media', action: 'skip', seconds: -10 })).toBe(true);
    expect(link.send({ kind: 'media', action: 'play' })).toBe(true);
    expect(link.send({ kind: 'timer', action: 'reset', seconds: 60 })).toBe(true);
    expect(link.send({ kind: 'timer', action: 'start' })).toBe(true);
    expect(socket?.sent.map((text) => JSON.parse(text) as unknown)).toEqual([
      { type: 'goto', index: 2 },
      { type: 'blank', on: false },
      { type: 'previous' },
      { type: 'zoom', direction: 'in' },
      { type: 'page', direction: 'previous' },
      { type: 'media', action: 'skip', seconds: -10 },
      { type: 'media', action: 'play' },
      { type: 'timer', action: 'reset', seconds: 60 },
      { type: 'timer', action: 'start' },
    ]);

    socket?.drops();
    expect(completed).toBe(true);
    subscription.unsubscribe();
  });

  it('names the projector’s socket, which alone reports what it measured of an item (ADR 0526)', () => {
    const { gateway, sockets } = setup();
    const link = gateway.link(GUID, 'projector');
    const subscription = link.events.subscribe(() => undefined);
    const socket = sockets[0];
    expect(socket?.url).toBe(`wss://school.example/api/front/projection/sessions/${GUID}/socket?role=projector`);
    expect(link.report('item-guid', { pages: 12 })).toBe(false);
    socket?.serverOpens();
    expect(link.report('item-guid', { pages: 12 })).toBe(true);
    expect(link.report('item-guid', { seconds: 245.3 })).toBe(true);
    expect(socket?.sent.map((text) => JSON.parse(text) as unknown)).toEqual([
      { type: 'measured', item_guid: 'item-guid', page_count: 12 },
      { type: 'measured', item_guid: 'item-guid', length_seconds: 245.3 },
    ]);
    subscription.unsubscribe();
  });

  it('closes the socket when the subscriber leaves', () => {
    const { gateway, sockets } = setup();
    const subscription = gateway.link(GUID, 'remote').events.subscribe(() => undefined);
    subscription.unsubscribe();
    expect(sockets[0]?.closed).toBe(true);
  });
});
