import { describe, expect, it, vi } from 'vitest';
import { FetchHttpClient, type FetchHttpClientOptions } from '@infrastructure/http/FetchHttpClient';
import { SessionStore } from '@application/session/SessionStore';
import { HttpUserReader } from '@infrastructure/users/HttpUserReader';
import { HttpUserPreferencesGateway } from '@infrastructure/users/HttpUserPreferencesGateway';
import { ToastStore } from '@application/feedback/ToastStore';
import { FixedClock } from '@tests/fakes/FixedClock';
import { InMemoryAuthGateway } from '@tests/fakes/InMemoryAuthGateway';
import { InMemoryLanguageSwitcher } from '@tests/fakes/InMemoryLanguageSwitcher';
import { InMemorySessionRepository } from '@tests/fakes/InMemorySessionRepository';
import { RecordingNavigator } from '@tests/fakes/RecordingNavigator';
import { aTenant, aUser } from '@tests/fakes/mothers';

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function client(fetchMock: FetchMock, overrides: Partial<FetchHttpClientOptions> = {}) {
  const refused: number[] = [];
  const http = new FetchHttpClient({
    baseUrl: '/api',
    tenantId: 'escola',
    token: () => 'jwt-1',
    onSessionRefused: (status) => refused.push(status),
    fetch: fetchMock,
    ...overrides,
  });
  return { http, refused };
}

function sentHeaders(fetchMock: FetchMock): Record<string, string> {
  return (fetchMock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;
}

describe('FetchHttpClient', () => {
  it('sends the token, the login context and JSON, and reads JSON back', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json(200, { ok: 1 }));
    const { http } = client(fetchMock);

    const result = await http.request('POST', '/front/join-course', { body: { code: 'ABC123' }, query: { page: 2, type: undefined } });

    expect(result.ok && result.val).toEqual({ ok: 1 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/front/join-course?page=2');
    const headers = sentHeaders(fetchMock);
    expect(headers.authorization).toBe('Bearer jwt-1');
    expect(JSON.parse(headers.login_context ?? '')).toEqual({ tenant: 'escola', surface: 'web' });
    expect(headers['content-type']).toBe('application/json');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"code":"ABC123"}');
  });

  it('sends no Authorization header before sign-in', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json(200, {}));
    const { http } = client(fetchMock, { token: () => undefined });
    await http.get('/front/tenant');
    expect(sentHeaders(fetchMock).authorization).toBeUndefined();
  });

  it('turns an error answer into an AppError carrying the response', async () => {
    const body = { statusCode: 400, code: 'VALIDATION_FAILED', message: 'x', details: [{ path: '/email', message: 'bad' }] };
    const { http, refused } = client(vi.fn<typeof fetch>().mockResolvedValue(json(400, body)));

    const result = await http.post('/front/auth/login', {});

    expect(result.err && result.val).toEqual({ kind: 'validation', code: 'VALIDATION_FAILED', status: 400, details: [{ path: '/email', message: 'bad' }] });
    expect(refused).toEqual([]);
  });

  it.each([
    [404, 'NOT_FOUND', 'not-found'],
    [409, 'ALREADY_MEMBER', 'conflict'],
    [500, 'INTERNAL', 'unavailable'],
  ])('maps %i %s to the %s kind', async (status, code, kind) => {
    const { http } = client(vi.fn<typeof fetch>().mockResolvedValue(json(status, { statusCode: status, code })));
    const result = await http.get('/x');
    expect(result.err && result.val).toMatchObject({ kind, code, status });
  });

  it('keeps the retry-after of a rate limit', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json(429, { statusCode: 429, code: 'RATE_LIMITED' }, { 'retry-after': '42' }));
    const { http } = client(fetchMock, { token: () => undefined });
    const result = await http.post('/front/auth/login', {});
    expect(result.err && result.val).toMatchObject({ kind: 'rate-limited', code: 'RATE_LIMITED', retryAfterSeconds: 42 });
  });

  it('gives a code to an error answer without the contract body', async () => {
    const { http } = client(vi.fn<typeof fetch>().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 })));
    const result = await http.get('/x');
    expect(result.err && result.val).toMatchObject({ kind: 'unavailable', code: 'INTERNAL', status: 502 });
  });

  it('reports a 401 on an authenticated call as a refused session', async () => {
    const { http, refused } = client(vi.fn<typeof fetch>().mockResolvedValue(json(401, { statusCode: 401, code: 'UNAUTHORIZED' })));
    const result = await http.get('/front/users/me');
    expect(refused).toEqual([401]);
    expect(result.err && result.val.code).toBe('UNAUTHORIZED');
  });

  it('does not treat a failed login (401 without a token) as a refused session', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json(401, { statusCode: 401, code: 'PASSWORD_INCORRECT' }));
    const { http, refused } = client(fetchMock, { token: () => undefined });
    const result = await http.post('/front/auth/login', {});
    expect(refused).toEqual([]);
    expect(result.err && result.val.code).toBe('PASSWORD_INCORRECT');
  });

  it('reports any 403 as a refused session', async () => {
    const { http, refused } = client(vi.fn<typeof fetch>().mockResolvedValue(json(403, { statusCode: 403, code: 'FORBIDDEN' })));
    const result = await http.get('/front/courses');
    expect(refused).toEqual([403]);
    expect(result.err && result.val.kind).toBe('forbidden');
  });

  it('answers a network failure with a NETWORK error', async () => {
    const { http } = client(vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    const result = await http.get('/x');
    expect(result.err && result.val).toEqual({ kind: 'network', code: 'NETWORK' });
  });

  it('gives up after the timeout with a TIMEOUT error', async () => {
    vi.useFakeTimers();
    try {
      const hanging = vi.fn<typeof fetch>((_input, init) => new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      }));
      const { http } = client(hanging, { timeoutMs: 5000 });
      const pending = http.get('/slow');
      await vi.advanceTimersByTimeAsync(5000);
      const result = await pending;
      expect(result.err && result.val).toEqual({ kind: 'network', code: 'TIMEOUT' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses the global fetch when none is given', async () => {
    const stub = vi.fn<typeof fetch>().mockResolvedValue(json(204, undefined));
    vi.stubGlobal('fetch', stub);
    try {
      const http = new FetchHttpClient({ baseUrl: '/api/', tenantId: 'tiza', token: () => undefined, onSessionRefused: () => undefined });
      const result = await http.post('/front/auth/logout');
      expect(result.ok).toBe(true);
      expect(stub.mock.calls[0]?.[0]).toBe('/api/front/auth/logout');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('FetchHttpClient with the session store (spec §6)', () => {
  async function signedInSession(referrer: string | null) {
    const repository = new InMemorySessionRepository();
    const navigator = new RecordingNavigator();
    // The client and the store need each other, as in the container: the client reads the store lazily.
    const holder: { session?: SessionStore } = {};
    const answer = vi.fn<typeof fetch>();
    const http = new FetchHttpClient({
      baseUrl: '/api',
      tenantId: 'tiza',
      token: () => holder.session?.token,
      onSessionRefused: (status) => holder.session?.end(status === 403 ? 'forbidden' : 'expired'),
      fetch: answer,
    });
    const toasts = new ToastStore();
    const session = new SessionStore(
      aTenant(), repository, new HttpUserReader(http), new InMemoryAuthGateway(), new InMemoryLanguageSwitcher(), navigator, new FixedClock(),
      new HttpUserPreferencesGateway(http), toasts,
    );
    holder.session = session;
    await session.start('jwt-1', aUser({ referrer }));
    return { session, repository, navigator, http, answer, toasts };
  }

  it('a 403 clears the session and sends the user to their referrer', async () => {
    const { session, repository, navigator, http, answer } = await signedInSession('https://school.example/portal');
    answer.mockResolvedValue(json(403, { statusCode: 403, code: 'FORBIDDEN' }));

    await http.get('/front/courses');

    expect(session.status).toBe('anonymous');
    expect(repository.token).toBeUndefined();
    expect(navigator.visited).toEqual(['https://school.example/portal']);
  });

  it('a 403 without a referrer sends the user to login', async () => {
    const { navigator, http, answer } = await signedInSession(null);
    answer.mockResolvedValue(json(403, { statusCode: 403, code: 'TENANT_MISMATCH' }));
    await http.get('/front/courses');
    expect(navigator.visited).toEqual(['/auth/login?reason=forbidden']);
  });

  it('a 401 on an authenticated call ends the session as expired', async () => {
    const { session, navigator, http, answer } = await signedInSession('https://school.example/portal');
    answer.mockResolvedValue(json(401, { statusCode: 401, code: 'UNAUTHORIZED' }));
    await http.get('/front/users/me');
    expect(session.status).toBe('anonymous');
    expect(navigator.visited).toEqual([`/auth/login?reason=expired&returnTo=${encodeURIComponent('/home')}`]);
  });

  it('a 401 on saving the language ends the session without a "not saved" toast', async () => {
    const { session, toasts, answer } = await signedInSession(null);
    answer.mockResolvedValue(json(401, { statusCode: 401, code: 'UNAUTHORIZED' }));
    await session.changeLanguage('en');
    expect(session.status).toBe('anonymous');
    expect(toasts.toasts).toEqual([]);
  });
});

describe('FetchHttpClient.download (exports, ADR 0235)', () => {
  const csv = '\uFEFFApellidos;Nombre\r\nGarcía;Pablo\r\n';
  const file = (body: string, headers: Record<string, string>) => new Response(body, { status: 200, headers });

  it('GETs with the token and the login context, and gives the bytes with the server’s name and type', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      file(csv, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="Fisica-2026-11-25.csv"; filename*=UTF-8''F%C3%ADsica%20y%20Qu%C3%ADmica-2026-11-25.csv` }),
    );
    const { http } = client(fetchMock);

    const result = await http.download('/front/courses/c-1/gradebook/export.csv', { lang: 'es', period: undefined });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/front/courses/c-1/gradebook/export.csv?lang=es');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
    const headers = sentHeaders(fetchMock);
    expect(headers.authorization).toBe('Bearer jwt-1');
    expect(JSON.parse(headers.login_context ?? '')).toEqual({ tenant: 'escola', surface: 'web' });
    if (!result.ok) throw new Error(result.val.code);
    expect(result.val.name).toBe('Física y Química-2026-11-25.csv');
    expect(result.val.type).toBe('text/csv; charset=utf-8');
    // Byte for byte: the BOM spreadsheets need is not decoded away.
    expect([...new Uint8Array(await result.val.content.arrayBuffer())]).toEqual([...new TextEncoder().encode(csv)]);
  });

  it.each([
    ['attachment; filename="informe.pdf"', 'informe.pdf'],
    ['attachment; filename=informe.pdf', 'informe.pdf'],
    [`attachment; filename="a.pdf"; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`, 'passwd'],
    [`attachment; filename*=UTF-8''%E0%A4%A; filename="fallback.pdf"`, 'fallback.pdf'],
    ['attachment', undefined],
  ])('reads the name of %s as %s', async (disposition, name) => {
    const { http } = client(vi.fn<typeof fetch>().mockResolvedValue(file('%PDF-1.3', { 'content-type': 'application/pdf', 'content-disposition': disposition })));
    const result = await http.download('/x.pdf');
    expect(result.ok && result.val.name).toBe(name);
  });

  it('maps a refused answer like any call: the error body, and a 403 ends the session', async () => {
    const { http, refused } = client(vi.fn<typeof fetch>().mockResolvedValue(json(403, { statusCode: 403, code: 'FORBIDDEN', message: 'x', details: [] })));
    const result = await http.download('/front/courses/c-1/gradebook/export.csv');
    expect(result.err && result.val).toEqual({ kind: 'forbidden', code: 'FORBIDDEN', status: 403, details: [] });
    expect(refused).toEqual([403]);

    const notFound = client(vi.fn<typeof fetch>().mockResolvedValue(json(404, { statusCode: 404, code: 'NOT_FOUND', details: [] })));
    expect((await notFound.http.download('/x')).err && notFound.refused).toEqual([]);
  });

  it('answers a network failure with NETWORK and a slow server with TIMEOUT', async () => {
    const { http } = client(vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    expect((await http.download('/x')).val).toEqual({ kind: 'network', code: 'NETWORK' });

    vi.useFakeTimers();
    try {
      const hanging = vi.fn<typeof fetch>((_input, init) => new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      }));
      const slow = client(hanging, { timeoutMs: 5000 });
      const pending = slow.http.download('/slow.pdf');
      await vi.advanceTimersByTimeAsync(5000);
      expect((await pending).val).toEqual({ kind: 'network', code: 'TIMEOUT' });
    } finally {
      vi.useRealTimers();
    }
  });
});
