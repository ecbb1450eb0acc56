import { describe, expect, it } from 'vitest';
import { appError } from '@application/shared/AppError';
import { CourseEditingStore } from '@application/courses/CourseEditingStore';
import { InMemoryCourseGateway } from '@tests/fakes/InMemoryCourseGateway';
import { aCourse } from '@tests/fakes/mothers';

const course = aCourse({ guid: 'c-1', name: 'Matemáticas', educationYear: '2º' });

describe('CourseEditingStore', () => {
  it('saves the details as the domain accepts them: trimmed, a blank year is none', async () => {
    const gateway = new InMemoryCourseGateway([course]);
    const store = new CourseEditingStore(gateway);

    const saving = store.save('c-1', { name: '  Matemáticas 2º ESO ', discipline: 'ed6', educationLevel: 'el3', educationYear: '  ' });
    expect(store.saving).toBe(true);
    const result = await saving;

    expect(store.saving).toBe(false);
    expect(result.ok && result.val).toMatchObject({ guid: 'c-1', name: 'Matemáticas 2º ESO', educationYear: null });
    expect(gateway.courses[0]?.name).toBe('Matemáticas 2º ESO');
  });

  it('refuses a blank name before calling the server, naming the field', async () => {
    const gateway = new InMemoryCourseGateway([course]);
    const result = await new CourseEditingStore(gateway).save('c-1', { name: '   ', discipline: 'ed6', educationLevel: 'el3' });

    expect(result.err && result.val).toMatchObject({ kind: 'validation', details: [{ path: '/name', message: 'course.name-required' }] });
    expect(gateway.courses[0]?.name).toBe('Matemáticas');
  });

  it('passes the server’s refusal on, and stops saving', async () => {
    const gateway = new InMemoryCourseGateway([course]);
    gateway.failure = appError('forbidden', 'FORBIDDEN', { status: 403 });
    const store = new CourseEditingStore(gateway);

    const result = await store.save('c-1', { name: 'Otra', discipline: 'ed6', educationLevel: 'el3' });

    expect(result.err && result.val.code).toBe('FORBIDDEN');
    expect(store.saving).toBe(false);
  });

  it('deletes the course and says whether it was archived, as the page was told', async () => {
    const gateway = new InMemoryCourseGateway([course, aCourse({ guid: 'c-2' })]);
    const store = new CourseEditingStore(gateway);

    const archived = await store.remove({ guid: 'c-1', removal: 'archive' });
    const deleted = await store.remove({ guid: 'c-2', removal: 'delete' });

    expect(archived.ok && archived.val).toBe('archive');
    expect(deleted.ok && deleted.val).toBe('delete');
    expect(gateway.removed).toEqual([['c-1'], ['c-2']]);
    expect(store.removing).toBe(false);
  });

  it('keeps the course when the server refuses the deletion', async () => {
    const gateway = new InMemoryCourseGateway([course]);
    const result = await new CourseEditingStore(gateway).remove({ guid: 'unknown', removal: 'delete' });

    expect(result.err && result.val.kind).toBe('not-found');
    expect(gateway.courses).toHaveLength(1);
  });
});
