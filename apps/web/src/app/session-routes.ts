/**
 * Loaders for the root and the protected routes, and what a 401 does. Kept out of the screens'
 * chunks: they run before any screen loads.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { api, queryClient, setUnauthorizedHandler } from '../lib/api';
import { clearSession, hasSession, setUser, type User } from '../lib/session';
import { toast } from '../lib/toasts';
import { m } from '../messages/it';
import { paths } from '../lib/paths';

/** `/?atoken=…` logs in (→ /home, or silently / on failure); `/` without it → /login. */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  const atoken = new URL(request.url).searchParams.get('atoken');
  if (!atoken) return redirect(paths.login.href());
  clearSession();
  try {
    const user = await api.authenticate<User>({ atoken });
    setUser(user);
    return redirect(paths.home.href());
  } catch {
    clearSession();
    return redirect('/');
  }
}

/** Screens behind login: without a stored session, straight to /login. */
export function requireSessionLoader() {
  if (!hasSession()) return redirect(paths.login.href());
  return null;
}

const UNAUTHORIZED_DEBOUNCE_MS = 2000;

/** 401 anywhere: toast 'Sessione scaduta', forget the session and the cached data, go to /login. */
export function installUnauthorizedHandler(navigate: (to: string) => unknown): void {
  let lastHandled = 0;
  setUnauthorizedHandler(() => {
    const now = Date.now();
    if (now - lastHandled < UNAUTHORIZED_DEBOUNCE_MS) return;
    lastHandled = now;
    clearSession();
    queryClient.cancelQueries();
    queryClient.clear();
    toast.warning(m.api.sessionExpired);
    void navigate(paths.login.href());
  });
}
