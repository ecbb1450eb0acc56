import { describe, expect, it, vi } from 'vitest';
import { Err, Ok } from '@domain/shared/result';
import { appError } from '@application/shared/AppError';
import type { TitleToolsGateway } from '@application/accounts/ports/TitleToolsGateway';
import type { TitleTools } from '@application/accounts/TitleTools';
import type { CourseGateway } from '@application/courses/ports/CourseGateway';
import { TitleActionsStore } from '@application/accounts/TitleActionsStore';
import { TitleToolsStore } from '@application/accounts/TitleToolsStore';

const TITLE = { guid: 't1', name: 'Matemáticas 2º ESO — Guía del profesorado', description: '', discipline: 'ed6', educationLevel: 'el3', educationYears: ['2º ESO'], profile: 'teacher' as const };

function tools(added: boolean): TitleTools {
  return {
    projectGuid: 'p1',
    course: { guid: 'c1', name: 'Matemáticas 2º B' },
    title: TITLE,
    units: [{ guid: 'u1', name: '1. Números enteros', lessons: [{ guid: 'l1', name: 'Sumas y restas', itemsCount: 3, courseLessonGuid: added ? 'cl1' : null }] }],
    teacherResources: [],
    licenceEndsOn: '2027-06-30',
    canAddLessons: true,
  };
}

function gateway(overrides: Partial<TitleToolsGateway> = {}): TitleToolsGateway {
  return {
    outline: vi.fn(),
    createCourse: vi.fn(() => Promise.resolve(Ok({ projectGuid: 'p1', courseGuid: 'c1', lessonsCopied: 5 }))),
    addLessons: vi.fn(() => Promise.resolve(Ok({ projectGuid: 'p1', added: 1, alreadyAdded: 0 }))),
    tools: vi.fn(() => Promise.resolve(Ok(tools(false)))),
    ...overrides,
  };
}

describe('TitleActionsStore', () => {
  it('sends the same project guid on a retry of one form, and a new one when a form opens again', async () => {
    const port = gateway({ outline: vi.fn(() => Promise.resolve(Err(appError('network', 'NETWORK')))) });
    let n = 0;
    const store = new TitleActionsStore(port, {} as CourseGateway, () => `guid-${++n}`);
    store.open('t1', false);
    await store.createCourse('t1', { name: 'A', educationYear: null });
    await store.createCourse('t1', { name: 'A', educationYear: null });
    store.open('t1', false);
    await store.createCourse('t1', { name: 'B', educationYear: '2º ESO' });
    expect(vi.mocked(port.createCourse).mock.calls.map(([, course]) => course.projectGuid)).toEqual(['guid-2', 'guid-2', 'guid-3']);
  });

  it('offers only the courses the teacher may change', async () => {
    const course = (guid: string, update: boolean) => ({ guid, name: guid, abilities: { update, manageMembers: update, seeAsStudent: update } });
    const courses = { list: vi.fn(() => Promise.resolve(Ok({ items: [course('mine', true), course('learning', false)], page: 1, pageSize: 100, total: 2 }))) } as unknown as CourseGateway;
    const store = new TitleActionsStore(gateway({ outline: vi.fn(() => Promise.resolve(Err(appError('network', 'NETWORK')))) }), courses, () => 'g');
    store.open('t1', true);
    await vi.waitFor(() => expect(store.courses.status).toBe('ready'));
    expect(store.courses.value?.map((c) => c.guid)).toEqual(['mine']);
  });
});

describe('TitleToolsStore', () => {
  it('adds the ticked lessons, reads the page again and announces the addition', async () => {
    const port = gateway();
    const store = new TitleToolsStore(port);
    store.load('p1');
    await vi.waitFor(() => expect(store.tools.status).toBe('ready'));
    vi.mocked(port.tools).mockResolvedValueOnce(Ok(tools(true)));
    store.toggle('l1', true);
    expect(await store.add()).toBe(true);
    expect(port.addLessons).toHaveBeenCalledWith('c1', 't1', ['l1']);
    expect(store.tools.value?.units[0]?.lessons[0]?.courseLessonGuid).toBe('cl1');
    expect(store.added).toMatchObject({ added: 1 });
    expect(store.chosen.size).toBe(0);
  });

  it('keeps the choice and says why when the server refuses', async () => {
    const port = gateway({ addLessons: vi.fn(() => Promise.resolve(Err(appError('conflict', 'TITLE_LICENCE_EXPIRED')))) });
    const store = new TitleToolsStore(port);
    store.load('p1');
    await vi.waitFor(() => expect(store.tools.status).toBe('ready'));
    store.toggle('l1', true);
    expect(await store.add()).toBe(false);
    expect(store.addError?.code).toBe('TITLE_LICENCE_EXPIRED');
    expect([...store.chosen]).toEqual(['l1']);
    expect(await new TitleToolsStore(port).add()).toBe(false);
  });
});
