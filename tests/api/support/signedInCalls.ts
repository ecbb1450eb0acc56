// Calls as demo users, each signed in once per test file (its headers kept), for files that act as several people.
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './testApp';

export interface SignedInCalls {
  headers(email: string): Promise<Record<string, string>>;
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, email: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

/** `app` is read on each call: a file builds its TestApp in beforeAll. */
export function signedInCalls(app: () => TestApp): SignedInCalls {
  const tokens = new Map<string, Record<string, string>>();
  async function headers(email: string): Promise<Record<string, string>> {
    const cached = tokens.get(email);
    if (cached) return cached;
    const fresh = await app().as(email);
    tokens.set(email, fresh);
    return fresh;
  }
  return {
    headers,
    async call(method, url, email, payload) {
      return app().inject({ method, url, headers: await headers(email), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
    },
  };
}
