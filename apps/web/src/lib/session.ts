/**
 * The session: the bearer token (replaced whenever a response carries a new one) and the whole user
 * object the server returned at login, both kept in localStorage.
 */
import { useSyncExternalStore } from 'react';

/**
 * What lib/ reads of the signed-in user: whose writes and kept copies these are, and whom to ask to
 * sign in again. The whole record (name, roles…) is the users entity: `User`, domain/users.ts.
 */
export interface SessionUser {
  id: number;
  email: string;
}

const TOKEN_KEY = 'warehouse.token';
const USER_KEY = 'warehouse.user';

const listeners = new Set<() => void>();
let cachedUser: { text: string | null; user: SessionUser | null } = { text: null, user: null };

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage unavailable: nothing to keep
  }
}

function notify(): void {
  listeners.forEach((l) => l());
}

export function getToken(): string | null {
  return read(TOKEN_KEY);
}

export function setToken(token: string | null): void {
  if (token === getToken()) return;
  write(TOKEN_KEY, token);
}

export function getUser(): SessionUser | null {
  const text = read(USER_KEY);
  if (text !== cachedUser.text) {
    let user: SessionUser | null = null;
    try {
      user = text ? (JSON.parse(text) as SessionUser) : null;
    } catch {
      user = null;
    }
    cachedUser = { text, user };
  }
  return cachedUser.user;
}

export function setUser(user: SessionUser | null): void {
  write(USER_KEY, user ? JSON.stringify(user) : null);
  notify();
}

/** Removes the stored user and token (a login starts, or the session expired). */
export function clearSession(): void {
  write(TOKEN_KEY, null);
  write(USER_KEY, null);
  notify();
}

export function hasSession(): boolean {
  return !!getToken() && !!getUser();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUser(): SessionUser | null {
  return useSyncExternalStore(subscribeSession, getUser, getUser);
}
