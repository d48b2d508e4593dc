/** The /api/v2 as a user, for e2e tests to check (or prepare) what the screens write. */
import type { TestServer } from './server';

export type Row = Record<string, unknown>;

export async function apiClient(server: TestServer, atoken: string) {
  const auth = await fetch(`${server.url}/api/v2/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ atoken }),
  });
  if (!auth.ok) throw new Error(`authenticate: ${auth.status}`);
  let token = auth.headers.get('token') as string;
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${server.url}/api/v2${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    token = res.headers.get('token') ?? token;
    const text = await res.text();
    if (res.status === 404 && text.trim() === '[]') return [] as T;
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return JSON.parse(text) as T;
  }
  return {
    get: <T = Row[]>(path: string) => call<T>('GET', path),
    post: <T = Row>(path: string, body: unknown) => call<T>('POST', path, body),
    put: <T = Row>(path: string, body: unknown) => call<T>('PUT', path, body),
  };
}
