import type { ItemContent, Job, LessonItemDetail, LessonOutline } from '@application/viewer/LessonItem';

// Test-data builders for the viewers: a valid default, overridden where a test cares.

export function anItem(overrides: Partial<LessonItemDetail> = {}): LessonItemDetail {
  return {
    guid: 'item-1',
    name: 'Las fracciones',
    contentType: 'CTTY_01',
    code: 'CTTY_01',
    position: 1,
    deliverAt: null,
    canDeliverLate: false,
    evaluable: false,
    published: true,
    audience: 'all',
    sectionName: null,
    progress: null,
    jobStatus: null,
    studentStatus: null,
    gradesPublished: false,
    jobsAmount: 2,
    courseGuid: 'c-1',
    lessonGuid: 'l-1',
    lessonName: 'Números racionales',
    unitGuid: 'u-1',
    content: { kind: 'document', html: '<p>Una fracción es…</p>' },
    myProgress: null,
    myJob: null,
    ...overrides,
  };
}

export function aStudentItem(overrides: Partial<LessonItemDetail> = {}): LessonItemDetail {
  return anItem({ myProgress: { progress: 0, position: null }, progress: 0, jobsAmount: null, ...overrides });
}

export function anAssignment(content: Partial<Extract<ItemContent, { kind: 'assignment' }>> = {}, overrides: Partial<LessonItemDetail> = {}): LessonItemDetail {
  return anItem({
    guid: 'task-1',
    name: 'Resuelve los problemas',
    contentType: 'CTTY_14',
    code: 'CTTY_14',
    evaluable: true,
    content: { kind: 'assignment', instructionsHtml: '<p>Haz los ejercicios 1 a 5.</p>', acceptsText: true, acceptsFiles: true, ...content },
    ...overrides,
  });
}

export function aLesson(items: LessonItemDetail[], overrides: Partial<LessonOutline> = {}): LessonOutline {
  return {
    guid: 'l-1',
    name: 'Números racionales',
    courseGuid: 'c-1',
    courseName: 'Matemáticas 2º ESO',
    courseEducationLevel: 'el3',
    unitGuid: 'u-1',
    timeZone: 'Europe/Madrid',
    canEdit: false,
    items: items.map((item) => ({ ...item })),
    ...overrides,
  };
}

export function aJob(overrides: Partial<Job> = {}): Job {
  return {
    guid: 'job-1',
    personGuid: 'u-student',
    studentName: 'Luis',
    studentLastname: 'Pérez',
    studentEmail: 'student@tiza.demo',
    studentAvatar: null,
    status: 'delivered',
    score: null,
    late: false,
    text: 'Mi respuesta',
    files: [],
    deliveredAt: new Date('2026-11-21T18:30:00Z'),
    feedback: null,
    evaluatorGuid: null,
    ...overrides,
  };
}
