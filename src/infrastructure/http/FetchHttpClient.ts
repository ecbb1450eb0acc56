import { Err, Ok, type Result } from '@domain/shared/result';
import { parseJsonTolerant } from '@domain/shared/json';
import { isApiErrorCode } from '@contract/errors';
import { SEE_AS_STUDENT_HEADER } from '@contract/courses';
import { appError, ClientErrorCodes, errorKindFromStatus, type AppError, type AppErrorDetail } from '@application/shared/AppError';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRequest {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Bytes sent as they are (an upload the server reads whole, e.g. a zip), instead of a JSON `body`. */
  raw?: { content: Blob; contentType: string };
  /** Let the request outlive the page (small bodies only, < 64 KB): e.g. the last progress write as a tab closes. */
  keepalive?: boolean;
}

export interface FetchHttpClientOptions {
  /** E.g. `/api` (same origin) or `https://lms.example.org/api` (a tenant's own backend). */
  baseUrl: string;
  /** Undefined only before the tenant is known: the server then resolves it from the Host header. */
  tenantId: string | undefined;
  /** The current session token, read on every call. */
  token: () => string | undefined;
  /** The server refused the session: 401 on an authenticated call, or any 403 (spec §6). */
  onSessionRefused: (status: 401 | 403) => void;
  /** The course the user sees as a student, read on every call (ADR 0553): named in `x-see-as-student`. */
  seeAsStudent?: () => string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/** The one HTTP client of the SPA (spec §7): headers, JSON, timeouts, and every failure as an AppError. */
export class FetchHttpClient {
  private readonly fetchFn: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: FetchHttpClientOptions) {
    // Bound to the global object: browsers refuse `fetch` called as a method of something else.
    this.fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  get(path: string, query?: HttpRequest['query']): Promise<Result<unknown, AppError>> {
    return this.request('GET', path, { query });
  }

  post(path: string, body?: unknown): Promise<Result<unknown, AppError>> {
    return this.request('POST', path, { body });
  }

  /** Resolves to the parsed JSON body (undefined for 204) or an AppError; never throws. */
  async request(method: HttpMethod, path: string, request: HttpRequest = {}): Promise<Result<unknown, AppError>> {
    const token = this.options.token();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.options.tenantId !== undefined) {
      headers.login_context = JSON.stringify({ tenant: this.options.tenantId, surface: 'web' });
    }
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    this.namePreview(headers);
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    if (request.raw) headers['content-type'] = request.raw.contentType;

    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), this.timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await this.fetchFn(this.url(path, request.query), {
        method,
        headers,
        body: request.raw ? request.raw.content : request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: controller.signal,
        ...(request.keepalive ? { keepalive: true } : {}),
      });
      text = await response.text();
    } catch {
      const code = controller.signal.aborted ? ClientErrorCodes.timeout : ClientErrorCodes.network;
      return Err(appError('network', code));
    } finally {
      clearTimeout(timeout);
    }

    const body = parseJsonTolerant(text);
    if (response.ok) return Ok(body);

    const status = response.status;
    if (status === 403 || (status === 401 && token !== undefined)) this.options.onSessionRefused(status);
    return Err(toAppError(status, body, response.headers.get('retry-after')));
  }

  /**
   * GET a file the server makes (an export): its bytes, the name the server gives it (`content-disposition`,
   * `filename*` first) and its type. Same headers, timeout and error mapping as `request`; never throws.
   */
  async download(path: string, query?: HttpRequest['query']): Promise<Result<DownloadedBody, AppError>> {
    const { headers, authenticated } = this.describe(path);
    headers.accept = '*/*';
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      const response = await this.fetchFn(this.url(path, query), { method: 'GET', headers, signal: controller.signal });
      if (!response.ok) return Err(this.failure(response.status, await response.text(), response.headers.get('retry-after'), authenticated));
      const content = await response.blob();
      const type = response.headers.get('content-type') ?? content.type;
      return Ok({ content, type, name: fileNameOf(response.headers.get('content-disposition')) });
    } catch {
      const code = controller.signal.aborted ? ClientErrorCodes.timeout : ClientErrorCodes.network;
      return Err(appError('network', code));
    } finally {
      clearTimeout(timeout);
    }
  }

  /** While the user sees a course as a student, every call names it: the server answers as a student's, writes nothing. */
  private namePreview(headers: Record<string, string>): void {
    const course = this.options.seeAsStudent?.();
    if (course !== undefined) headers[SEE_AS_STUDENT_HEADER] = course;
  }

  /** What a request to `path` carries (URL, tenant and session headers), for XhrFileUploader's upload progress. */
  describe(path: string): { url: string; headers: Record<string, string>; authenticated: boolean } {
    const token = this.options.token();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.options.tenantId !== undefined) headers.login_context = JSON.stringify({ tenant: this.options.tenantId, surface: 'web' });
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    this.namePreview(headers);
    return { url: this.url(path, undefined), headers, authenticated: token !== undefined };
  }

  /** A failed answer obtained outside `request` → AppError, reporting a refused session the same way. */
  failure(status: number, text: string, retryAfter: string | null, authenticated: boolean): AppError {
    if (status === 403 || (status === 401 && authenticated)) this.options.onSessionRefused(status);
    return toAppError(status, parseJsonTolerant(text), retryAfter);
  }

  private url(path: string, query: HttpRequest['query']): string {
    const base = this.options.baseUrl.replace(/\/$/, '');
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) params.set(key, String(value));
    }
    const search = params.toString();
    return `${base}${path}${search ? `?${search}` : ''}`;
  }
}

/** A file answered by the server (`download`). */
export interface DownloadedBody {
  content: Blob;
  /** The `content-type` answered. */
  type: string;
  /** From `content-disposition`; undefined when the server named none. */
  name: string | undefined;
}

/** RFC 6266: `filename*=UTF-8''…` (percent-encoded) wins over the plain `filename="…"`; path parts never survive. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (disposition === null) return undefined;
  let name: string | undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1] !== undefined) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = undefined;
    }
  }
  if (name === undefined) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(disposition);
    name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base === undefined || base === '' ? undefined : base;
}

/** The error body of docs/api.md → AppError; a body of another shape still keeps the status. */
function toAppError(status: number, body: unknown, retryAfter: string | null): AppError {
  const record = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  // A code outside the contract (another backend's) is read by its status, like no code at all.
  const code = isApiErrorCode(record.code) ? record.code : status >= 500 ? 'INTERNAL' : ClientErrorCodes.unknown;
  const error: AppError = { kind: errorKindFromStatus(status), code, status };
  if (Array.isArray(record.details)) error.details = record.details.filter(isDetail);
  const seconds = retryAfter === null ? NaN : Number(retryAfter);
  if (Number.isFinite(seconds) && seconds >= 0) error.retryAfterSeconds = seconds;
  return error;
}

function isDetail(value: unknown): value is AppErrorDetail {
  if (value === null || typeof value !== 'object') return false;
  const detail = value as Record<string, unknown>;
  return typeof detail.path === 'string' && typeof detail.message === 'string';
}
