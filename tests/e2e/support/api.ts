import type { APIRequestContext } from '@playwright/test';

const context = (tenant: string) => JSON.stringify({ tenant, surface: 'web' });

/** Signs in through the API (for arranging a journey, never for the step under test). */
export async function apiLogin(request: APIRequestContext, tenant: string, email: string, password = 'tiza-demo'): Promise<{ token: string; user: { guid: string } }> {
  const response = await request.post('/api/front/auth/login', { headers: { login_context: context(tenant) }, data: { email, password } });
  if (!response.ok()) throw new Error(`login ${email}: ${response.status()}`);
  return (await response.json()) as { token: string; user: { guid: string } };
}

export async function apiGet<T>(request: APIRequestContext, tenant: string, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { login_context: context(tenant), authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  return (await response.json()) as T;
}

export async function apiPost<T>(request: APIRequestContext, tenant: string, token: string, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { headers: { login_context: context(tenant), authorization: `Bearer ${token}` }, data });
  if (!response.ok()) throw new Error(`POST ${path}: ${response.status()}`);
  return (await response.json()) as T;
}

export async function apiPut<T>(request: APIRequestContext, tenant: string, token: string, path: string, data: unknown): Promise<T> {
  const response = await request.put(path, { headers: { login_context: context(tenant), authorization: `Bearer ${token}` }, data });
  if (!response.ok()) throw new Error(`PUT ${path}: ${response.status()}`);
  return (await response.json()) as T;
}

export async function apiPatch<T>(request: APIRequestContext, tenant: string, token: string, path: string, data: unknown): Promise<T> {
  const response = await request.patch(path, { headers: { login_context: context(tenant), authorization: `Bearer ${token}` }, data });
  if (!response.ok()) throw new Error(`PATCH ${path}: ${response.status()}`);
  return (await response.json()) as T;
}
