import { describe, expect, it } from 'vitest';
import { appError } from '@application/shared/AppError';
import { CoursesStore } from '@application/courses/CoursesStore';
import { CourseStore } from '@application/courses/CourseStore';
import { InMemoryCourseGateway } from '@tests/fakes/InMemoryCourseGateway';
import { aCourse, aCourseDetail } from '@tests/fakes/mothers';

const manyCourses = (n: number) => Array.from({ length: n }, () => aCourse());

describe('CoursesStore', () => {
  it('loads the first page with the default page size of 24', async () => {
    const gateway = new InMemoryCourseGateway(manyCourses(30));
    const store = new CoursesStore(gateway);

    await store.load();

    expect(gateway.listCalls).toEqual([{ page: 1, pageSize: 24 }]);
    expect(store.firstPage.status).toBe('ready');
    expect(store.courses).toHaveLength(24);
    expect(store.total).toBe(30);
    expect(store.hasMore).toBe(true);
  });

  it('loads more until every course is shown', async () => {
    const gateway = new InMemoryCourseGateway(manyCourses(7));
    const store = new CoursesStore(gateway, 3);
    await store.load();
    await store.loadMore();
    await store.loadMore();

    expect(store.courses.map((c) => c.guid)).toEqual(gateway.courses.map((c) => c.guid));
    expect(store.hasMore).toBe(false);
    await store.loadMore();
    expect(gateway.listCalls.map((call) => call.page)).toEqual([1, 2, 3]);
  });

  it('keeps what it has when loading more fails', async () => {
    const gateway = new InMemoryCourseGateway(manyCourses(5));
    const store = new CoursesStore(gateway, 2);
    await store.load();
    gateway.failure = appError('network', 'NETWORK');
    await store.loadMore();
    expect(store.courses).toHaveLength(2);
    expect(store.loadMoreError?.code).toBe('NETWORK');
    expect(store.loadingMore).toBe(false);
  });

  it('is empty when the user has no courses, failed when the list cannot load', async () => {
    const empty = new CoursesStore(new InMemoryCourseGateway([]));
    await empty.load();
    expect(empty.isEmpty).toBe(true);

    const gateway = new InMemoryCourseGateway(manyCourses(2));
    gateway.failure = appError('unavailable', 'INTERNAL', { status: 500 });
    const failing = new CoursesStore(gateway);
    await failing.load();
    expect(failing.firstPage.status).toBe('failed');
    expect(failing.firstPage.error?.code).toBe('INTERNAL');
  });

  it('joins a course by code, normalised by the domain, and shows it first', async () => {
    const gateway = new InMemoryCourseGateway(manyCourses(2));
    const art = aCourse({ name: 'Arte' });
    gateway.joinable.set('ART123', art);
    const store = new CoursesStore(gateway);
    await store.load();

    const joined = await store.join(' art-123 ');

    expect(joined.ok).toBe(true);
    expect(store.courses[0]?.name).toBe('Arte');
    expect(store.total).toBe(3);
  });

  it('reports join failures: malformed code, unknown code, already a member', async () => {
    const gateway = new InMemoryCourseGateway([]);
    const art = aCourse();
    gateway.joinable.set('ART123', art);
    const store = new CoursesStore(gateway);
    await store.load();

    const malformed = await store.join('a!');
    expect(malformed.err && malformed.val.code).toBe('CODE_INVALID');
    const unknown = await store.join('NOPE99');
    expect(unknown.err && unknown.val.code).toBe('CODE_NOT_FOUND');
    await store.join('ART123');
    const again = await store.join('ART123');
    expect(again.err && again.val.code).toBe('ALREADY_MEMBER');
    expect(store.courses).toHaveLength(1);
  });

  it('puts a created course first', async () => {
    const store = new CoursesStore(new InMemoryCourseGateway(manyCourses(2)));
    await store.load();
    const created = await store.create({ name: 'Historia 2ºB', discipline: 'ed13', educationLevel: 'el3' });
    expect(created.ok).toBe(true);
    expect(store.courses[0]?.name).toBe('Historia 2ºB');
  });
});

describe('CourseStore', () => {
  it('loads a course detail, or fails with not-found', async () => {
    const gateway = new InMemoryCourseGateway();
    const detail = aCourseDetail();
    gateway.details.set(detail.guid, detail);
    const store = new CourseStore(gateway);

    await store.load(detail.guid);
    expect(store.detail.status).toBe('ready');
    expect(store.lessonsCount).toBe(2);

    await store.load('missing');
    expect(store.detail.status).toBe('failed');
    expect(store.detail.error?.kind).toBe('not-found');
  });

  it('keeps only the latest of two overlapping loads', async () => {
    // The first answer arrives last: it must not overwrite the page the user moved on to.
    class SlowFirst extends InMemoryCourseGateway {
      override async detail(guid: string) {
        if (guid === 'first') await new Promise((resolve) => setTimeout(resolve, 20));
        return super.detail(guid);
      }
    }
    const gateway = new SlowFirst();
    const first = aCourseDetail({ guid: 'first', name: 'Primero' });
    const second = aCourseDetail({ guid: 'second', name: 'Segundo' });
    gateway.details.set('first', first);
    gateway.details.set('second', second);
    const store = new CourseStore(gateway);

    await Promise.all([store.load('first'), store.load('second')]);
    expect(store.course?.name).toBe('Segundo');
  });
});
