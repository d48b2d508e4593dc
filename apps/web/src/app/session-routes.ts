/**
 * Loaders for the root and the protected routes, and what a 401 does. Kept out of the screens'
 * chunks: they run before any screen loads.
 */
import { redirect, replace, type LoaderFunctionArgs } from 'react-router';
import { api, errorIdOf, setReauthenticator, type ApiError } from '../lib/api/app-client';
import type { User } from '../domain/users';
import { clearSession, getToken, getUser, hasSession, setUser } from '../lib/session';
import { askToSignIn } from './sign-in';
import { paths } from '../lib/paths';
import { followUserLanguage } from '../messages/language';

/**
 * `/?atoken=…` logs in (→ /home, or silently / on failure); `/` without it → /login. The address
 * with the token is replaced, not kept in the history, so that the secret leaves the address bar.
 */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  const atoken = new URL(request.url).searchParams.get('atoken');
  if (!atoken) return redirect(paths.login.href());
  clearSession();
  try {
    const user = await api.authenticate<User>({ atoken });
    setUser(user);
    await followUserLanguage(user);
    return replace(paths.home.href());
  } catch {
    clearSession();
    return replace('/');
  }
}

/** Screens behind login: without a stored session, straight to /login. */
export function requireSessionLoader() {
  if (!hasSession()) return redirect(paths.login.href());
  return null;
}

/**
 * 401 anywhere: the sign-in dialog over the screen (sign-in.ts), once for every request that meets
 * a 401 meanwhile. The same user signing in → they are all sent again with their own keys. Another
 * user or no user → forget the session and the cached data and go to /login; what the first user
 * had not saved stays on the device for them (lib/keep, lib/outbox are per user).
 */
/**
 * The cached answers of the user who left. The query client comes with the screens behind login
 * (./query-outlet.tsx), so it is loaded, not fetched, whenever there is anything to forget.
 */
async function forgetServerData(): Promise<void> {
  const { queryClient } = await import('../lib/api');
  void queryClient.cancelQueries();
  queryClient.clear();
}

export function installUnauthorizedHandler(navigate: (to: string) => unknown): void {
  let asking: Promise<boolean> | null = null;

  async function leave(): Promise<false> {
    clearSession();
    await forgetServerData();
    void navigate(paths.login.href());
    return false;
  }

  async function reauthenticate(error: ApiError): Promise<boolean> {
    const user = getUser();
    if (!user) return leave();
    if (!(await askToSignIn(user.email, errorIdOf(error) === 'user_revoked'))) return leave();
    return true;
  }

  setReauthenticator((error, sentToken) => {
    // Sent with a token older than the stored one: signed in again meanwhile, so just send it again.
    if (!asking && hasSession() && sentToken !== getToken()) return Promise.resolve(true);
    asking ??= reauthenticate(error).finally(() => (asking = null));
    return asking;
  });
}
