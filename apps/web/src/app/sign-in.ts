/**
 * Signing in again over the screen when the session ends (issue 23): the one open question, shared
 * by every request that met a 401 meanwhile. The dialog (sign-in-dialog.tsx) answers it.
 */
import { useSyncExternalStore } from 'react';

export interface SignInQuestion {
  email: string;
  /** The server says this user may no longer sign in: only another user can continue. */
  revoked: boolean;
  /** Ends the question: true once the same user has signed in again. */
  answer(signedIn: boolean): void;
}

let open: SignInQuestion | null = null;
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

/** Shows the sign-in dialog; resolves true when the same user signed in, false to leave for /login. */
export function askToSignIn(email: string, revoked: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    open = {
      email,
      revoked,
      answer(signedIn) {
        open = null;
        emit();
        resolve(signedIn);
      },
    };
    emit();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useSignInQuestion(): SignInQuestion | null {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => open,
  );
}
