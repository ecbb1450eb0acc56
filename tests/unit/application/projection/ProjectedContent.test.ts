import { describe, expect, it } from 'vitest';
import { ProjectedContent } from '@application/projection/ProjectedContent';
import { ItemProjection } from '@application/projection/ItemProjection';
import { mediaNow, timerNow } from '@application/projection/projectedClock';
import { appError } from '@application/shared/AppError';
import { FixedClock } from '../../../fakes/FixedClock';
import { InMemoryProjectionGateway } from '../../../fakes/InMemoryProjectionGateway';
import { InMemoryViewerGateway } from '../../../fakes/InMemoryViewerGateway';
import { anItem } from '../viewer/itemMothers';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ProjectedContent', () => {
  it('reads the item on screen and its neighbours once, with a tracker that writes nothing', async () => {
    const gateway = new InMemoryViewerGateway(['a', 'b', 'c', 'd'].map((guid) => anItem({ guid, progress: null, myProgress: null })));
    const content = new ProjectedContent(gateway, new FixedClock());
    expect(content.read('b').status).toBe('loading');
    content.around(['a', 'b', 'c', 'd'], 1);
    await settle();
    for (const guid of ['a', 'b', 'c']) expect(content.read(guid).status, guid).toBe('ready');
    expect(content.read('d').status).toBe('loading');
    const read = content.read('b');
    if (read.status !== 'ready') throw new Error('not read');
    expect(read.tracker.enabled).toBe(false);
    read.tracker.report(100);
    await read.tracker.flush();
    expect(gateway.progressCalls).toEqual([]);
  });

  it('keeps a refusal until asked to try again', async () => {
    const gateway = new InMemoryViewerGateway([anItem({ guid: 'a' })]);
    gateway.failure = appError('network', 'NETWORK');
    const content = new ProjectedContent(gateway, new FixedClock());
    content.around(['a'], 0);
    await settle();
    expect(content.read('a').status).toBe('failed');
    gateway.failure = undefined;
    content.around(['a'], 0);
    await settle();
    expect(content.read('a').status).toBe('failed');
    content.retry('a');
    await settle();
    expect(content.read('a').status).toBe('ready');
  });
});

describe('a screen’s reading of the timer and the media', () => {
  it('counts on from when the state was heard while running, and stops a countdown at zero', () => {
    const timer = { running: true, elapsedMs: 10_000, durationMs: 60_000, idle: false };
    expect(timerNow(timer, 1_000, 6_000)).toEqual({ elapsedMs: 15_000, remainingMs: 45_000, running: true, finished: false });
    expect(timerNow(timer, 1_000, 100_000)).toEqual({ elapsedMs: 60_000, remainingMs: 0, running: false, finished: true });
    expect(timerNow({ ...timer, running: false, durationMs: 0 }, 1_000, 100_000)).toEqual({ elapsedMs: 10_000, remainingMs: null, running: false, finished: false });
    expect(mediaNow({ playing: true, seconds: 4, length: null }, 1_000, 3_500)).toBe(6.5);
    expect(mediaNow({ playing: false, seconds: 4, length: null }, 1_000, 3_500)).toBe(4);
    // A media of known length never reads past its end (ADR 0526).
    expect(mediaNow({ playing: true, seconds: 4, length: 5 }, 1_000, 3_500)).toBe(5);
  });
});

describe('ItemProjection', () => {
  it('opens a video lesson’s or a test’s own lesson, and finds nothing for another kind', async () => {
    const videoLesson = anItem({ guid: 'v', contentType: 'CTTY_VIDEOLESSON', courseGuid: 'c', lessonGuid: 'l' });
    const reading = anItem({ guid: 'd', contentType: 'CTTY_01' });
    const store = new ItemProjection(new InMemoryViewerGateway([videoLesson, reading]), new InMemoryProjectionGateway());
    const found = await store.target.load('v', 'videolesson');
    expect(found.ok && found.val).toEqual({ courseGuid: 'c', lessonGuid: 'l', itemGuid: 'v' });
    const wrong = await store.target.load('d', 'videolesson');
    expect(wrong.err && wrong.val.kind).toBe('not-found');
    expect((await store.target.load('v', 'test')).err).toBe(true);
  });

  it('opens a test’s question on its test, through the projection’s own read, and says when it is not there', async () => {
    const projection = new InMemoryProjectionGateway();
    projection.questionPlaces.q = { questionGuid: 'q', itemGuid: 't', lessonGuid: 'l', courseGuid: 'c' };
    const store = new ItemProjection(new InMemoryViewerGateway([]), projection);
    const found = await store.target.load('Q', 'question');
    expect(found.err).toBe(true);
    expect(store.isFor('Q')).toBe(false);
    const asked = await store.target.load('q', 'question');
    expect(asked.ok && asked.val).toEqual({ courseGuid: 'c', lessonGuid: 'l', itemGuid: 't', questionGuid: 'q' });
    expect(store.isFor('Q')).toBe(true);
    expect(store.isFor('t')).toBe(false);
  });
});
