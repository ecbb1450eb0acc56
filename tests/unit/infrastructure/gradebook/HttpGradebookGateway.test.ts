import { describe, expect, it, vi } from 'vitest';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { HttpGradebookGateway } from '@infrastructure/gradebook/HttpGradebookGateway';

const itemDto = {
  guid: 'i-1',
  kind: 'item',
  name: 'Test: Números enteros',
  content_type: 'CTTY_09',
  lesson_guid: 'l-1',
  lesson_name: 'Números enteros',
  unit_guid: 'u-1',
  unit_name: 'Números',
  period: 't01',
  category_guid: 'cat-1',
  weight: 2,
  max_score: 10,
  deliver_at: '2026-10-05T08:00:00.000Z',
  deliver_at_local: '2026-10-05T10:00:00',
  counts_for_final_grade: true,
  late_counts_as_zero: false,
  published: false,
};

const columnDto = {
  ...itemDto,
  guid: 'c-1',
  kind: 'column',
  name: 'Exposición oral',
  content_type: null,
  lesson_guid: null,
  lesson_name: null,
  unit_guid: null,
  unit_name: null,
  period: null,
  category_guid: null,
  max_score: 4,
  deliver_at: null,
  deliver_at_local: null,
};

function gradebookDto(overrides: Record<string, unknown> = {}) {
  return {
    course_guid: 'c-mat',
    course_name: 'Matemáticas 2º ESO',
    school_name: 'IES Ramón y Cajal',
    time_zone: 'Europe/Madrid',
    view: 'teacher',
    abilities: { update: true, export: true },
    period_scheme: 'quarters',
    periods: ['t01', 't02', 't03', 'annual'],
    published_periods: ['t01'],
    scale: { kind: 'numeric', max: 10, decimals: 2 },
    drop_lowest: 1,
    categories: [{ guid: 'cat-1', name: 'Exámenes', weight: 60, position: 0 }],
    items: [itemDto, columnDto],
    students: [
      {
        guid: 's-1',
        name: 'Pablo',
        lastname: 'García',
        avatar: null,
        final_grades: [
          { period: 't01', percent: 73.33, grade: { kind: 'number', value: 7.33, max: 10 }, published: true },
          { period: 'annual', percent: null, grade: null, published: false },
        ],
      },
    ],
    // Column-major: the test's cell (index 0), then the column's (index 1).
    cells: {
      precalculated: [6.67, null],
      manual: [null, 3.5],
      manual_by: [null, 0],
      manual_at: [null, Date.parse('2026-11-20T10:00:00.000Z')],
      job_status: [0, null],
      flags: [1, 0],
      feedback: [{ cell: 0, text: 'Bien' }],
      people: ['u-eva'],
      job_statuses: ['evaluated'],
    },
    ...overrides,
  };
}

function gatewayAnswering(body: unknown, status = 200) {
  const fetchMock = vi.fn<typeof fetch>().mockImplementation(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  const http = new FetchHttpClient({ baseUrl: '/api', tenantId: 'tiza', token: () => 'jwt', onSessionRefused: () => undefined, fetch: fetchMock });
  return {
    gateway: new HttpGradebookGateway(http),
    url: (index = 0) => fetchMock.mock.calls[index]?.[0],
    init: (index = 0) => fetchMock.mock.calls[index]?.[1],
  };
}

describe('HttpGradebookGateway', () => {
  it('reads the grid: camelCase, period codes, dates, the column-major cells in each student’s row in the order of the items', async () => {
    const { gateway, url } = gatewayAnswering(gradebookDto());

    const result = await gateway.load('c-mat', { job: 'i-1', attempt: 'first', customizedBy: 'u-eva' });

    expect(url()).toBe('/api/front/courses/c-mat/gradebook?customized_by=u-eva&job=i-1&attempt=first');
    if (!result.ok) throw new Error(result.val.code);
    const gradebook = result.val;
    expect(gradebook).toMatchObject({
      courseGuid: 'c-mat',
      courseName: 'Matemáticas 2º ESO',
      schoolName: 'IES Ramón y Cajal',
      timeZone: 'Europe/Madrid',
      view: 'teacher',
      abilities: { update: true, export: true },
      periodScheme: 'quarters',
      periods: ['t01', 't02', 't03', 'annual'],
      publishedPeriods: ['t01'],
      scale: { kind: 'numeric', max: 10, decimals: 2 },
      dropLowest: 1,
      categories: [{ guid: 'cat-1', name: 'Exámenes', weight: 60, position: 0 }],
    });
    expect(gradebook.items[0]).toEqual({
      guid: 'i-1',
      kind: 'item',
      name: 'Test: Números enteros',
      contentType: 'CTTY_09',
      lessonGuid: 'l-1',
      lessonName: 'Números enteros',
      unitGuid: 'u-1',
      unitName: 'Números',
      period: 't01',
      categoryGuid: 'cat-1',
      weight: 2,
      maxScore: 10,
      dueAt: new Date('2026-10-05T08:00:00.000Z'),
      dueAtLocal: '2026-10-05T10:00:00',
      countsForFinalGrade: true,
      lateCountsAsZero: false,
      published: false,
    });
    expect(gradebook.items[1]).toMatchObject({ kind: 'column', contentType: null, unitGuid: null, period: null, dueAt: null, maxScore: 4 });
    const student = gradebook.students[0];
    expect(student?.cells.map((c) => c.itemGuid)).toEqual(['i-1', 'c-1']);
    expect(student?.cells[0]).toEqual({
      itemGuid: 'i-1',
      score: 6.67,
      source: 'precalculated',
      precalculated: 6.67,
      manual: null,
      manualBy: null,
      manualAt: null,
      jobStatus: 'evaluated',
      late: true,
      overdue: false,
      excused: false,
      feedback: 'Bien',
      published: false,
    });
    expect(student?.cells[1]).toMatchObject({ source: 'manual', manual: 3.5, manualBy: 'u-eva', manualAt: new Date('2026-11-20T10:00:00.000Z') });
    expect(student?.finalGrades).toEqual([
      { period: 't01', percent: 73.33, grade: { kind: 'number', value: 7.33, max: 10 }, published: true },
      { period: 'annual', percent: null, grade: null, published: false },
    ]);
  });

  it('sends no parameters when none are asked for', async () => {
    const { gateway, url } = gatewayAnswering(gradebookDto());
    await gateway.load('c mat');
    expect(url()).toBe('/api/front/courses/c%20mat/gradebook');
  });

  it.each([
    ['a letter scale', { kind: 'letters', bands: [{ label: 'A', minPercent: 90 }, { label: 'F', minPercent: 0 }] }],
    ['a pass/fail scale', { kind: 'pass-fail', passPercent: 50 }],
    ['a custom scale', { kind: 'custom', max: 10, levels: [{ label: 'Insuficiente', value: 0 }, { label: 'Bien', value: 6 }] }],
  ])('reads %s', async (_name, scale) => {
    const { gateway } = gatewayAnswering(gradebookDto({ scale }));
    const result = await gateway.load('c-mat');
    expect(result.ok && result.val.scale).toEqual(scale);
  });

  it.each([
    ['an unknown view', { view: 'parent' }],
    ['an unknown period code', { periods: ['t01', 'x09'] }],
    ['an unknown scheme', { period_scheme: 'months' }],
    ['a scale the domain refuses', { scale: { kind: 'numeric', max: 0, decimals: 2 } }],
    ['a scale of unknown kind', { scale: { kind: 'stars' } }],
    ['no abilities', { abilities: undefined }],
    ['an item without kind', { items: [{ ...itemDto, kind: undefined }] }],
    ['an item with a non-positive max score', { items: [{ ...itemDto, max_score: 0 }] }],
    ['an unreadable due date', { items: [{ ...itemDto, deliver_at: 'yesterday' }] }],
    ['a wall-clock due date of another shape', { items: [{ ...itemDto, deliver_at_local: '05/10/2026' }] }],
    ['a row without the cell of an item', { items: [itemDto, columnDto, { ...itemDto, guid: 'i-9' }] }],
    ['an unknown job status', { cells: { ...gradebookDto().cells, job_statuses: ['lost'] } }],
    ['a job status index out of its list', { cells: { ...gradebookDto().cells, job_status: [1, null] } }],
    ['a person index out of its list', { cells: { ...gradebookDto().cells, manual_by: [null, 1] } }],
    ['feedback of no cell', { cells: { ...gradebookDto().cells, feedback: [{ cell: 2, text: 'x' }] } }],
    ['unknown flags', { cells: { ...gradebookDto().cells, flags: [8, 0] } }],
    ['no cells', { cells: undefined }],
  ])('turns an answer with %s into BAD_RESPONSE', async (_name, overrides) => {
    const { gateway } = gatewayAnswering(gradebookDto(overrides));
    const result = await gateway.load('c-mat');
    expect(!result.ok && result.val.code).toBe('BAD_RESPONSE');
  });

  it('reads the books with their publication states and the domain warnings', async () => {
    const { gateway, url } = gatewayAnswering({
      course_guid: 'c-mat',
      period_scheme: 'quarters',
      books: [
        {
          period: 't02',
          published: false,
          items: [{ guid: 'i-2', name: 'Test: Ecuaciones', content_type: 'CTTY_09', category_guid: null, published: false }],
          unpublished_items: 1,
          publish_warnings: [
            { code: 'publish.unpublished-activities', count: 1 },
            { code: 'publish.unpublished-earlier-periods', periods: ['t01'] },
            { code: 'publish.some-future-warning' },
          ],
        },
        { period: null, published: false, items: [{ guid: 'c-1', name: 'Oral', content_type: null, category_guid: 'cat-1', published: true }], unpublished_items: 0, publish_warnings: [] },
      ],
    });

    const result = await gateway.books('c-mat');

    expect(url()).toBe('/api/front/courses/c-mat/gradebook-books');
    expect(result.ok && result.val).toEqual([
      {
        period: 't02',
        published: false,
        items: [{ guid: 'i-2', name: 'Test: Ecuaciones', contentType: 'CTTY_09', categoryGuid: null, published: false }],
        unpublishedItems: 1,
        publishWarnings: [
          { code: 'publish.unpublished-activities', count: 1 },
          { code: 'publish.unpublished-earlier-periods', periods: ['t01'] },
        ],
      },
      { period: null, published: false, items: [{ guid: 'c-1', name: 'Oral', contentType: null, categoryGuid: 'cat-1', published: true }], unpublishedItems: 0, publishWarnings: [] },
    ]);
  });

  it('puts a manual score with expected_previous, sending only the fields given', async () => {
    const { gateway, url, init } = gatewayAnswering({ item_guid: 'i-1', student_guid: 's-1', score: 7.5, source: 'manual', manual: 7.5, precalculated: 6, excused: false, changed: true });

    const result = await gateway.saveScore('c-mat', { itemGuid: 'i-1', studentGuid: 's-1', score: 7.5, expectedPrevious: null });

    expect(url()).toBe('/api/front/courses/c-mat/gradebook/scores');
    expect(init()?.method).toBe('PUT');
    expect(JSON.parse(String(init()?.body))).toEqual({ item_guid: 'i-1', student_guid: 's-1', score: 7.5, expected_previous: null });
    expect(result.ok && result.val).toEqual({ itemGuid: 'i-1', studentGuid: 's-1', score: 7.5, source: 'manual', manual: 7.5, precalculated: 6, excused: false, changed: true });
  });

  it('puts an excuse alone', async () => {
    const { gateway, init } = gatewayAnswering({ item_guid: 'i-1', student_guid: 's-1', score: null, source: null, manual: null, precalculated: null, excused: true, changed: true });
    await gateway.saveScore('c-mat', { itemGuid: 'i-1', studentGuid: 's-1', excused: true });
    expect(JSON.parse(String(init()?.body))).toEqual({ item_guid: 'i-1', student_guid: 's-1', excused: true });
  });

  it('gives SCORE_CHANGED with its details', async () => {
    const { gateway } = gatewayAnswering({ statusCode: 409, code: 'SCORE_CHANGED', message: 'stale', details: [{ path: '/expected_previous', message: 'score.changed', current: 9 }] }, 409);
    const result = await gateway.saveScore('c-mat', { itemGuid: 'i-1', studentGuid: 's-1', score: 7, expectedPrevious: null });
    expect(!result.ok && result.val).toMatchObject({ kind: 'conflict', code: 'SCORE_CHANGED', details: [{ path: '/expected_previous', message: 'score.changed', current: 9 }] });
  });

  it('reads the audit trail of a cell', async () => {
    const { gateway, url } = gatewayAnswering({
      entries: [
        { item_guid: 'i-1', student_guid: 's-1', action: 'entered', before: 6, after: 7.5, changed_by: { guid: 'u-eva', name: 'Eva', lastname: 'Martín' }, at: '2026-11-22T09:30:00.000Z' },
        { item_guid: 'i-1', student_guid: 's-1', action: 'excused', before: null, after: null, changed_by: null, at: '2026-11-21T09:30:00.000Z' },
      ],
    });

    const result = await gateway.audit('c-mat', { itemGuid: 'i-1', studentGuid: 's-1', limit: 50 });

    expect(url()).toBe('/api/front/courses/c-mat/gradebook/audit?item=i-1&student=s-1&limit=50');
    expect(result.ok && result.val).toEqual([
      { itemGuid: 'i-1', studentGuid: 's-1', action: 'entered', before: 6, after: 7.5, changedBy: { guid: 'u-eva', name: 'Eva', lastname: 'Martín' }, at: new Date('2026-11-22T09:30:00.000Z') },
      { itemGuid: 'i-1', studentGuid: 's-1', action: 'excused', before: null, after: null, changedBy: null, at: new Date('2026-11-21T09:30:00.000Z') },
    ]);
  });

  it('refuses an audit line of an unknown action', async () => {
    const { gateway } = gatewayAnswering({ entries: [{ item_guid: 'i-1', student_guid: 's-1', action: 'guessed', before: null, after: null, changed_by: null, at: '2026-11-22T09:30:00.000Z' }] });
    const result = await gateway.audit('c-mat', {});
    expect(!result.ok && result.val.code).toBe('BAD_RESPONSE');
  });
});
