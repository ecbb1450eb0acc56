import { describe, expect, it, vi } from 'vitest';
import { Err } from '@domain/shared/result';
import { ProjectorStore } from '@application/projection/ProjectorStore';
import { appError } from '@application/shared/AppError';
import { RemoteStore } from '@application/projection/RemoteStore';
import { FixedClock } from '../../../fakes/FixedClock';
import { FakeQrCodes, InMemoryProjectionGateway } from '../../../fakes/InMemoryProjectionGateway';
import { ManualTimers } from '../assessments/taking/support/ManualTimers';

function setup() {
  const gateway = new InMemoryProjectionGateway();
  const timers = new ManualTimers(new FixedClock());
  return { gateway, timers };
}

describe('ProjectorStore', () => {
  it('opens a projection, draws the remote’s QR and shows the pairing panel until a remote pairs', async () => {
    const { gateway, timers } = setup();
    const qr = new FakeQrCodes();
    const store = new ProjectorStore(gateway, qr, timers);
    await store.open('c1', 'l1');
    expect(store.live.connection).toBe('connecting');
    gateway.accept();
    expect(store.live.connection).toBe('open');
    expect(store.shortToken).toBe('ABC234');
    expect(qr.drawn).toEqual(['http://tiza.test/remote/ABC234']);
    expect(store.qrImage).toMatch(/^data:image\/png/);
    expect(store.showsPairing).toBe(true);

    await new RemoteStore(gateway, timers).pair('ABC234');
    gateway.accept();
    expect(store.showsPairing).toBe(false);
  });

  it('says why it could not open', async () => {
    const { gateway, timers } = setup();
    gateway.failure = { kind: 'forbidden', code: 'FORBIDDEN', status: 403 };
    const store = new ProjectorStore(gateway, new FakeQrCodes(), timers);
    await store.open('c1', 'l1');
    expect(store.opening.status).toBe('failed');
    expect(gateway.connections).toHaveLength(0);
  });

  it('asks a test’s question once the projection is open, and fails the opening when it cannot be asked', async () => {
    const { gateway, timers } = setup();
    const store = new ProjectorStore(gateway, new FakeQrCodes(), timers);
    await store.open('c1', 'l1', 'q1');
    expect(gateway.asked).toEqual([{ projectionGuid: 'p1', questionGuid: 'q1' }]);
    expect(store.opening.status).toBe('ready');
    expect(gateway.connections).toHaveLength(1);

    const refused = new InMemoryProjectionGateway();
    refused.askQuestion = async () => Err(appError('not-found', 'NOT_FOUND', { status: 404 }));
    const other = new ProjectorStore(refused, new FakeQrCodes(), timers);
    await other.open('c1', 'l1', 'q1');
    expect(other.opening.status).toBe('failed');
    expect(refused.connections).toHaveLength(0);
  });

  it('sends its keyboard’s commands only while connected', async () => {
    const { gateway, timers } = setup();
    const store = new ProjectorStore(gateway, new FakeQrCodes(), timers);
    await store.open('c1', 'l1');
    expect(store.command({ kind: 'next' })).toBe(false);
    gateway.accept();
    expect(store.command({ kind: 'next' })).toBe(true);
    expect(store.live.state?.current).toBe(1);
  });
});

describe('ProjectorStore’s reports of what it measured (ADR 0526)', () => {
  it('tells the server a PDF’s pages once connected, once, and only while that item is on screen', async () => {
    const { gateway, timers } = setup();
    const store = new ProjectorStore(gateway, new FakeQrCodes(), timers);
    await store.open('c1', 'l1');
    expect(gateway.screens).toEqual(['projector']);
    gateway.accept();
    store.command({ kind: 'goto', index: 2 });
    // Measured before the link opened again: sent as soon as it is open.
    gateway.drop();
    store.measure('i3', { pages: 12.7 });
    expect(gateway.reports).toEqual([]);
    timers.advance(500);
    gateway.accept();
    expect(gateway.reports).toEqual([{ itemGuid: 'i3', measure: { pages: 12 } }]);
    expect(store.live.state?.view.pageCount).toBe(12);

    // The same again, a reconnect that finds it told, or a length no media has: nothing more to say.
    store.measure('i3', { pages: 12 });
    store.measure('i3', { seconds: Number.POSITIVE_INFINITY });
    gateway.drop();
    timers.advance(500);
    gateway.accept();
    expect(gateway.reports).toHaveLength(1);

    // Another item on screen: what was measured of the PDF is not told of it.
    store.command({ kind: 'previous' });
    expect(store.live.state?.view.pageCount).toBeNull();
    expect(store.unreported).toBeUndefined();
    store.measure('i2', { seconds: 245.3456 });
    expect(gateway.reports.at(-1)).toEqual({ itemGuid: 'i2', measure: { seconds: 245.346 } });
    expect(store.live.state?.view.media.length).toBe(245.346);

    // The remote hears it in the state, and its link does not say it is the projector.
    const remote = new RemoteStore(gateway, timers);
    await remote.pair('ABC234');
    expect(remote.live.state?.view.media.length).toBe(245.346);
    expect(gateway.screens).toEqual(['projector', 'remote']);
    store.dispose();
    remote.dispose();
  });
});

describe('RemoteStore', () => {
  it('pairs, then moves the projection and blacks it out', async () => {
    const { gateway, timers } = setup();
    const store = new RemoteStore(gateway, timers);
    await store.pair('abc-234');
    expect(store.live.state?.paired).toBe(true);
    gateway.accept();
    expect(store.atFirst).toBe(true);
    store.next();
    store.next();
    expect(store.current).toBe(2);
    expect(store.atLast).toBe(true);
    store.toggleBlank();
    expect(store.live.state?.blank).toBe(true);
    store.previous();
    expect(store.live.state).toMatchObject({ current: 1, blank: false });
  });

  it('reads the teacher’s notes once paired and shows those of the item on screen', async () => {
    const { gateway, timers } = setup();
    gateway.teacherNotes = { i1: 'Pregunta quién ha visto niebla.', i3: 'Ejercicio 3 en la pizarra.' };
    const store = new RemoteStore(gateway, timers);
    await store.pair('ABC234');
    gateway.accept();
    await vi.waitFor(() => expect(store.currentNotes).toBe('Pregunta quién ha visto niebla.'));
    store.next();
    expect(store.currentNotes).toBeNull();
    store.next();
    expect(store.currentNotes).toBe('Ejercicio 3 en la pizarra.');
    store.dispose();
  });

  it('keeps the newest state when an older one arrives late', async () => {
    const { gateway, timers } = setup();
    const store = new RemoteStore(gateway, timers);
    await store.pair('ABC234');
    gateway.accept();
    store.next();
    const newest = store.live.state?.version ?? 0;
    gateway.connections.at(-1)?.next({ kind: 'state', state: { ...gateway.state, current: 0, version: newest - 1 } });
    expect(store.current).toBe(1);
  });

  it('reconnects after the socket drops, with growing pauses, and resumes from the server’s state', async () => {
    const { gateway, timers } = setup();
    const store = new RemoteStore(gateway, timers);
    await store.pair('ABC234');
    gateway.accept();
    store.next();

    gateway.drop();
    expect(store.live.connection).toBe('reconnecting');
    expect(store.command({ kind: 'next' })).toBe(false);
    // Meanwhile the projector moved on (another connection, the same server).
    gateway.state = { ...gateway.state, current: 2, version: gateway.state.version + 1 };
    expect(gateway.connections).toHaveLength(1);
    timers.advance(500);
    expect(gateway.connections).toHaveLength(2);
    gateway.drop();
    timers.advance(500);
    expect(gateway.connections).toHaveLength(2);
    timers.advance(500);
    expect(gateway.connections).toHaveLength(3);
    gateway.accept();
    expect(store.live.connection).toBe('open');
    expect(store.current).toBe(2);
  });

  it('stops when the server no longer has the projection', async () => {
    const { gateway, timers } = setup();
    const store = new RemoteStore(gateway, timers);
    await store.pair('ABC234');
    gateway.accept();
    gateway.refuse('NOT_FOUND');
    expect(store.live.connection).toBe('gone');
    timers.advance(60_000);
    expect(gateway.connections).toHaveLength(1);
  });

  it('shows why pairing failed', async () => {
    const { gateway, timers } = setup();
    gateway.failure = { kind: 'not-found', code: 'CODE_NOT_FOUND', status: 404 };
    const store = new RemoteStore(gateway, timers);
    await store.pair('ZZZZZZ');
    expect(store.pairing.error?.code).toBe('CODE_NOT_FOUND');
  });

  it('closes its connection when the page goes away', async () => {
    const { gateway, timers } = setup();
    const store = new RemoteStore(gateway, timers);
    await store.pair('ABC234');
    gateway.accept();
    store.dispose();
    expect(gateway.connections.at(-1)?.observed).toBe(false);
    expect(store.live.connection).toBe('idle');
  });
});
