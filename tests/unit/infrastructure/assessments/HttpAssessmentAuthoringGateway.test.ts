import { describe, expect, it, vi } from 'vitest';
import { HttpAssessmentAuthoringGateway } from '@infrastructure/assessments/authoring/HttpAssessmentAuthoringGateway';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';

const questionDto = {
  question_guid: 'q-2',
  content_guid: 'q-2',
  type: 'QT_1',
  position: 2,
  content_name: 'Capital',
  content_description: '<p>¿Cuál?</p>',
  ranking_scale: 2,
  question_data: { options: [{ id: 'a', text: 'Madrid' }], correct: 'a', shuffle: false },
};
const media = { 'f-1': { guid: 'f-1', url: '/api/files/f-1?sig=x', mime: 'image/png', size: 10, name: 'mapa.png', media_type: 'image' } };

function gatewayAnswering(body: unknown, status = 200) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(body === undefined ? null : JSON.stringify(body), { status }));
  const http = new FetchHttpClient({ baseUrl: '/api', tenantId: 'tiza', token: () => 'jwt', onSessionRefused: () => undefined, fetch: fetchMock });
  return { gateway: new HttpAssessmentAuthoringGateway(http), fetchMock };
}

describe('HttpAssessmentAuthoringGateway', () => {
  it('reads the questions in order, their media and the lock', async () => {
    const { gateway, fetchMock } = gatewayAnswering({ data: [questionDto, { ...questionDto, question_guid: 'q-1', content_guid: 'q-1', position: 1, type: 'QT_3', question_data: { correct: true } }], media, locked: true });
    const result = await gateway.list('test-1');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/front/assessments/test-1/questions');
    expect(result.ok && result.val.questions.map((q) => [q.guid, q.type, q.position])).toEqual([
      ['q-1', 'QT_3', 1],
      ['q-2', 'QT_1', 2],
    ]);
    expect(result.ok && result.val.questions[1]).toEqual({
      guid: 'q-2',
      type: 'QT_1',
      position: 2,
      name: 'Capital',
      description: '<p>¿Cuál?</p>',
      points: 2,
      data: { options: [{ id: 'a', text: 'Madrid' }], correct: 'a', shuffle: false },
    });
    expect(result.ok && result.val.media).toEqual({ 'f-1': { url: '/api/files/f-1?sig=x', name: 'mapa.png', mime: 'image/png' } });
    expect(result.ok && result.val.locked).toBe(true);
  });

  it('sends a new question in the contract’s names and reads it back', async () => {
    const { gateway, fetchMock } = gatewayAnswering({ ...questionDto, media }, 201);
    const result = await gateway.create('test-1', { type: 'QT_1', name: 'Capital', description: '', points: 2, data: { options: [{ id: 'a', text: 'Madrid' }], correct: 'a', shuffle: false } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      type: 'QT_1',
      content_name: 'Capital',
      content_description: '',
      ranking_scale: 2,
      question_data: { options: [{ id: 'a', text: 'Madrid' }], correct: 'a', shuffle: false },
    });
    expect(result.ok && result.val.guid).toBe('q-2');
  });

  it('sends only what changed, and the order as guids', async () => {
    const { gateway, fetchMock } = gatewayAnswering({ ...questionDto, media });
    await gateway.update('q-2', { points: 1.5 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/front/questions/q-2');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ ranking_scale: 1.5 });

    const reorder = gatewayAnswering(undefined, 204);
    expect((await reorder.gateway.reorder('test-1', ['q-2', 'q-1'])).ok).toBe(true);
    expect(JSON.parse(String(reorder.fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ guids: ['q-2', 'q-1'] });
  });

  it.each([
    ['an unknown question type', { data: [{ ...questionDto, type: 'QT_99' }], media: {}, locked: false }],
    ['question_data that is no object', { data: [{ ...questionDto, question_data: 'x' }], media: {}, locked: false }],
    ['a media entry without its url', { data: [questionDto], media: { 'f-1': { guid: 'f-1' } }, locked: false }],
    ['no lock flag', { data: [questionDto], media: {} }],
  ])('turns %s into BAD_RESPONSE', async (_, body) => {
    const result = await gatewayAnswering(body).gateway.list('test-1');
    expect(result.err && result.val.code).toBe('BAD_RESPONSE');
  });

  it('passes refusals on with their details', async () => {
    const { gateway } = gatewayAnswering({ statusCode: 400, code: 'INVALID_QUESTION_DATA', message: 'x', details: [{ path: '/question_data/correct', message: 'question.correct.missing' }] }, 400);
    const result = await gateway.create('test-1', { type: 'QT_3', name: 'Q', description: '', points: 1, data: { correct: true } });
    expect(result.err && result.val).toMatchObject({ code: 'INVALID_QUESTION_DATA', details: [{ path: '/question_data/correct', message: 'question.correct.missing' }] });
  });
});
