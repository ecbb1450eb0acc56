import { describe, expect, it, vi } from 'vitest';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { HttpGradebookExportGateway } from '@infrastructure/gradebook/HttpGradebookExportGateway';

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

function gateway(answer: Response) {
  const fetchMock: FetchMock = vi.fn<typeof fetch>().mockResolvedValue(answer);
  const refused: number[] = [];
  const http = new FetchHttpClient({ baseUrl: '/api', tenantId: 'tiza', token: () => 'jwt-1', onSessionRefused: (status) => refused.push(status), fetch: fetchMock });
  return { exports: new HttpGradebookExportGateway(http), fetchMock, refused };
}

const file = (body: string, type: string, disposition?: string) =>
  new Response(body, { status: 200, headers: { 'content-type': type, ...(disposition ? { 'content-disposition': disposition } : {}) } });

describe('HttpGradebookExportGateway', () => {
  it('downloads the CSV with the language and period, named as the server names it', async () => {
    const { exports, fetchMock } = gateway(file('\uFEFFApellidos;Nombre\r\n', 'text/csv; charset=utf-8', `attachment; filename="Matematicas.csv"; filename*=UTF-8''Matem%C3%A1ticas%202%C2%BA%20ESO-2026-11-25.csv`));

    const result = await exports.csv('c 1', { language: 'pt', period: 't02' });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/front/courses/c%201/gradebook/export.csv?lang=pt&period=t02');
    if (!result.ok) throw new Error(result.val.code);
    expect(result.val.name).toBe('Matemáticas 2º ESO-2026-11-25.csv');
    expect(result.val.type).toBe('text/csv; charset=utf-8');
    expect(result.val.content.size).toBe(new TextEncoder().encode('\uFEFFApellidos;Nombre\r\n').length);
  });

  it('downloads the class PDF without a student and one student’s with `student`', async () => {
    const first = gateway(file('%PDF-1.3', 'application/pdf', 'attachment; filename="curso.pdf"'));
    const whole = await first.exports.pdf('c-1', { language: 'es' });
    expect(first.fetchMock.mock.calls[0]?.[0]).toBe('/api/front/courses/c-1/gradebook/export.pdf?lang=es');
    expect(whole.ok && whole.val.name).toBe('curso.pdf');

    const second = gateway(file('%PDF-1.3', 'application/pdf'));
    const one = await second.exports.pdf('c-1', { language: 'en', studentGuid: 's-1' });
    expect(second.fetchMock.mock.calls[0]?.[0]).toBe('/api/front/courses/c-1/gradebook/export.pdf?lang=en&student=s-1');
    // No name from the server: a generic one, never an empty download.
    expect(one.ok && one.val.name).toBe('report.pdf');
  });

  it('refuses to save what is not the file asked for (an HTML page answered by mistake)', async () => {
    const { exports } = gateway(file('<!doctype html><html></html>', 'text/html; charset=utf-8'));
    const result = await exports.csv('c-1', { language: 'es' });
    expect(result.err && result.val).toMatchObject({ kind: 'unavailable', code: 'BAD_RESPONSE' });
  });

  it('passes the server’s refusal on as an AppError', async () => {
    const { exports, refused } = gateway(new Response(JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', message: 'x', details: [] }), { status: 404, headers: { 'content-type': 'application/json' } }));
    const result = await exports.pdf('c-1', { language: 'es', studentGuid: 's-9' });
    expect(result.err && result.val).toEqual({ kind: 'not-found', code: 'NOT_FOUND', status: 404, details: [] });
    expect(refused).toEqual([]);
  });
});
