/**
 * The session: the bearer token (replaced whenever a response carries a new one) and the whole user
 * object the server returned at login, both kept in localStorage.
 */
import { useSyncExternalStore } from 'react';

export interface Role {
  id: number;
  name: string;
}

export interface User {
  id: number;
  email: string;
  name?: string | null;
  admin?: boolean;
  location_id?: number | null;
  plant_id?: number | null;
  avatar_url?: string | null;
  next_valid_session?: string | null;
  roles?: Role[];
  [key: string]: unknown;
}

const TOKEN_KEY = 'warehouse.token';
const USER_KEY = 'warehouse.user';

const listeners = new Set<() => void>();
let cachedUser: { text: string | null; user: User | null } = { text: null, user: null };

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

export function getUser(): User | null {
  const text = read(USER_KEY);
  if (text !== cachedUser.text) {
    let user: User | null = null;
    try {
      user = text ? (JSON.parse(text) as User) : null;
    } catch {
      user = null;
    }
    cachedUser = { text, user };
  }
  return cachedUser.user;
}

export function setUser(user: User | null): void {
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

export function useUser(): User | null {
  return useSyncExternalStore(subscribeSession, getUser, getUser);
}
