import { describe, expect, it, vi } from 'vitest';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { HttpGradebookSetupGateway } from '@infrastructure/gradebook/HttpGradebookSetupGateway';

const columnDto = {
  guid: 'col-1',
  kind: 'column',
  name: 'Cuaderno',
  content_type: null,
  lesson_guid: null,
  lesson_name: null,
  unit_guid: null,
  unit_name: null,
  period: 't02',
  category_guid: 'cat-1',
  weight: 2,
  max_score: 20,
  deliver_at: '2026-11-30T22:59:00.000Z',
  deliver_at_local: '2026-11-30T23:59:00',
  counts_for_final_grade: true,
  late_counts_as_zero: false,
  published: false,
};

function gatewayAnswering(...answers: { body?: unknown; status?: number }[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const answer of answers) {
    fetchMock.mockResolvedValueOnce(
      answer.status === 204 ? new Response(null, { status: 204 }) : new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } }),
    );
  }
  const http = new FetchHttpClient({ baseUrl: '/api', tenantId: 'tiza', token: () => 'jwt', onSessionRefused: () => undefined, fetch: fetchMock });
  const call = (index = 0) => {
    const [url, init] = fetchMock.mock.calls[index] ?? [];
    return { url, method: init?.method, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
  };
  return { gateway: new HttpGradebookSetupGateway(http), call };
}

describe('HttpGradebookSetupGateway', () => {
  it('PUTs the settings it was given (the scale as the domain’s GradeScale) and reads them back checked', async () => {
    const scale = { kind: 'letters', bands: [{ label: 'A', minPercent: 90 }, { label: 'F', minPercent: 0 }] } as const;
    const { gateway, call } = gatewayAnswering({ body: { period_scheme: 'semesters', periods: ['s01', 's02', 'annual'], scale, drop_lowest: 1, published_periods: ['s01'] } });

    const result = await gateway.updateSettings('c 1', { periodScheme: 'semesters', scale, dropLowest: 1 });

    expect(call()).toEqual({ url: '/api/front/courses/c%201/gradebook/settings', method: 'PUT', body: { period_scheme: 'semesters', scale, drop_lowest: 1 } });
    expect(result.ok && result.val).toEqual({ periodScheme: 'semesters', periods: ['s01', 's02', 'annual'], scale, dropLowest: 1, publishedPeriods: ['s01'] });
  });

  it('refuses settings answers the domain cannot read: an unusable scale, an unknown scheme or period', async () => {
    const good = { period_scheme: 'quarters', periods: ['t01', 't02', 't03', 'annual'], scale: { kind: 'numeric', max: 10, decimals: 2 }, drop_lowest: 0, published_periods: [] };
    for (const broken of [{ ...good, scale: { kind: 'numeric', max: 0, decimals: 2 } }, { ...good, period_scheme: 'months' }, { ...good, published_periods: ['x9'] }, { ...good, drop_lowest: -1 }]) {
      const { gateway } = gatewayAnswering({ body: broken });
      const result = await gateway.updateSettings('c-1', { dropLowest: 0 });
      expect(result.err && result.val.code).toBe('BAD_RESPONSE');
    }
  });

  it('creates, patches and deletes categories; sends only the fields given', async () => {
    const { gateway, call } = gatewayAnswering(
      { status: 201, body: { guid: 'cat-1', name: 'Exámenes', weight: 60, position: 0 } },
      { body: { guid: 'cat-1', name: 'Exámenes', weight: 60, position: 2 } },
      { status: 204 },
    );

    const created = await gateway.createCategory('c-1', { name: 'Exámenes', weight: 60 });
    const moved = await gateway.updateCategory('c-1', 'cat-1', { position: 2 });
    const deleted = await gateway.deleteCategory('c-1', 'cat-1');

    expect(call(0)).toEqual({ url: '/api/front/courses/c-1/gradebook/categories', method: 'POST', body: { name: 'Exámenes', weight: 60 } });
    expect(call(1)).toEqual({ url: '/api/front/courses/c-1/gradebook/categories/cat-1', method: 'PATCH', body: { position: 2 } });
    expect(call(2)).toEqual({ url: '/api/front/courses/c-1/gradebook/categories/cat-1', method: 'DELETE', body: undefined });
    expect(created.ok && created.val).toEqual({ guid: 'cat-1', name: 'Exámenes', weight: 60, position: 0 });
    expect(moved.ok && moved.val.position).toBe(2);
    expect(deleted.ok).toBe(true);
  });

  it('keeps the server’s refusal with its details (CATEGORY_EXISTS, a domain code on a path)', async () => {
    const { gateway } = gatewayAnswering(
      { status: 409, body: { statusCode: 409, code: 'CATEGORY_EXISTS', message: 'exists', details: [] } },
      { status: 400, body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'invalid', details: [{ path: '/period', message: 'period.not-in-scheme' }] } },
    );

    const taken = await gateway.createCategory('c-1', { name: 'exámenes', weight: 1 });
    const refused = await gateway.updateItem('c-1', 'i-1', { period: 'q01' });

    expect(taken.err && taken.val).toMatchObject({ kind: 'conflict', code: 'CATEGORY_EXISTS', status: 409 });
    expect(refused.err && refused.val).toMatchObject({ kind: 'validation', code: 'VALIDATION_FAILED', details: [{ path: '/period', message: 'period.not-in-scheme' }] });
  });

  it('PATCHes an item’s gradebook fields in the wire’s names, nulls included, and reads the item back', async () => {
    const { gateway, call } = gatewayAnswering({ body: { ...columnDto, kind: 'item', name: 'Examen', content_type: 'CTTY_09', lesson_guid: 'l-1', lesson_name: 'Fracciones', unit_guid: 'u-1', unit_name: 'Números' } });

    const result = await gateway.updateItem('c-1', 'i-1', { period: null, categoryGuid: null, weight: 2, countsForFinalGrade: false, lateCountsAsZero: true, dueAtLocal: '2026-11-30T23:59:00' });

    expect(call()).toEqual({
      url: '/api/front/courses/c-1/gradebook/items/i-1',
      method: 'PATCH',
      body: { period: null, category_guid: null, weight: 2, counts_for_final_grade: false, late_counts_as_zero: true, deliver_at: '2026-11-30T23:59:00' },
    });
    expect(result.ok && result.val).toMatchObject({ kind: 'item', name: 'Examen', dueAt: new Date('2026-11-30T22:59:00.000Z'), dueAtLocal: '2026-11-30T23:59:00' });
  });

  it('POSTs a new column and insists the answer is a column', async () => {
    const { gateway, call } = gatewayAnswering({ status: 201, body: columnDto }, { status: 201, body: { ...columnDto, kind: 'item' } });

    const created = await gateway.createColumn('c-1', { name: 'Cuaderno', maxScore: 20, period: 't02' });
    const wrong = await gateway.createColumn('c-1', { name: 'Cuaderno' });

    expect(call(0).body).toEqual({ name: 'Cuaderno', max_score: 20, period: 't02' });
    expect(created.ok && created.val).toMatchObject({ guid: 'col-1', kind: 'column', maxScore: 20, period: 't02', categoryGuid: 'cat-1' });
    expect(wrong.err && wrong.val.code).toBe('BAD_RESPONSE');
  });

  it('DELETEs a column', async () => {
    const { gateway, call } = gatewayAnswering({ status: 204 });

    expect((await gateway.deleteColumn('c-1', 'col-1')).ok).toBe(true);
    expect(call()).toMatchObject({ url: '/api/front/courses/c-1/gradebook/columns/col-1', method: 'DELETE' });
  });

  it("publishes an item's grades", async () => {
    const { gateway, call } = gatewayAnswering({ body: { item_guid: 'i-1', published: true, grades_published_at: '2026-11-25T09:00:00.000Z' } });

    const result = await gateway.publishItem('c-1', 'i-1', true);

    expect(call()).toEqual({ url: '/api/front/courses/c-1/gradebook/items/i-1/publication', method: 'PUT', body: { published: true } });
    expect(result.ok && result.val).toEqual({ published: true });
  });

  it("publishes a period and reads the warnings that stood before, leaving out codes it does not know", async () => {
    const { gateway, call } = gatewayAnswering({
      body: {
        period: 't02',
        published: true,
        published_periods: ['t02'],
        items_published: 3,
        warnings: [{ code: 'publish.unpublished-activities', count: 3 }, { code: 'publish.unpublished-earlier-periods', periods: ['t01'] }, { code: 'publish.something-new' }],
      },
    });

    const result = await gateway.publishPeriod('c-1', 't02', true);

    expect(call()).toEqual({ url: '/api/front/courses/c-1/gradebook/periods/t02/publication', method: 'PUT', body: { published: true } });
    expect(result.ok && result.val).toEqual({
      period: 't02',
      published: true,
      publishedPeriods: ['t02'],
      itemsPublished: 3,
      warnings: [{ code: 'publish.unpublished-activities', count: 3 }, { code: 'publish.unpublished-earlier-periods', periods: ['t01'] }],
    });
  });

  it('refuses a publication answer with a broken count or period', async () => {
    const { gateway } = gatewayAnswering({ body: { period: 't02', published: true, published_periods: [], items_published: 1.5, warnings: [] } }, { body: { period: 'T9', published: true, published_periods: [], items_published: 1, warnings: [] } });

    expect((await gateway.publishPeriod('c-1', 't02', true)).err).toBe(true);
    expect((await gateway.publishPeriod('c-1', 't02', true)).err).toBe(true);
  });
});
