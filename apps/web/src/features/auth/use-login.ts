/**
 * The login's state: the fields, 'Accedi' with its spinner (any stored user removed first), the
 * spec's warning toast for a wrong password, and the lock-out after too many (429): one message
 * that stays on screen and says how long to wait (the server's Retry-After), 'Accedi' off until then
 * so no tap can stack another.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { api, isApiError } from '../../lib/api/app-client';
import { paths } from '../../lib/paths';
import type { User } from '../../domain/users';
import { clearSession, setUser } from '../../lib/session';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';
import { followUserLanguage } from '../../messages/language';
import { localeOf } from '../../messages/locale';

/** Seconds to wait from a 429 (the body's `retry_after`, else 15 minutes as the server's window). */
function retryAfterOf(error: unknown): number {
  const body = isApiError(error) ? (error.body as { retry_after?: unknown } | undefined) : undefined;
  const seconds = Number(body?.retry_after);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 15 * 60;
}

const clock = (at: number) =>
  new Date(at).toLocaleTimeString(localeOf(), { hour: '2-digit', minute: '2-digit' });

export function useLogin() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);

  useEffect(() => {
    if (lockedUntil === null) return;
    const timer = setTimeout(() => setLockedUntil(null), Math.max(0, lockedUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [lockedUntil]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (loading || lockedUntil !== null) return;
    setLoading(true);
    clearSession();
    let user: User | null = null;
    try {
      user = await api.authenticate<User>({ auth: { email: email.trim(), password } });
    } catch (error) {
      if (isApiError(error) && error.status === 429) setLockedUntil(Date.now() + retryAfterOf(error) * 1000);
      else {
        const unauthorized = isApiError(error) && error.status === 401;
        toast.warning(
          unauthorized ? m.login.failed : error instanceof Error ? error.message : m.login.failed,
        );
      }
    } finally {
      setLoading(false);
      setEmail('');
      setPassword('');
    }
    if (user) {
      setUser(user);
      // The operator's own language, kept on the server: whichever handheld they picked up (issue 45).
      await followUserLanguage(user);
      navigate(paths.home.href(), { replace: true });
    }
  }

  const lockedOut =
    lockedUntil === null
      ? null
      : m.login.lockedOut(Math.max(1, Math.ceil((lockedUntil - Date.now()) / 60_000)), clock(lockedUntil));

  return { email, setEmail, password, setPassword, loading, submit, lockedOut };
}
