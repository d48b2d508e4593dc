/**
 * What sits over every screen — toasts, the app's dialogs, 'Sessione scaduta' — loaded only once
 * one is wanted: Mantine's Modal (with its focus trap, scroll lock and floating-ui) and the
 * notifications' transitions are a good part of the entry's JavaScript, and the login screen on a
 * slow network shows none of them (docs/web-app.md, "The login screen on a slow network"). A
 * dialog or toast asked for before its chunk has arrived waits in its store and shows once it has
 * (the service worker keeps the chunks, so it arrives without network too).
 */
import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';
import { useOpenDialogs } from '../lib/dialogs/dialogs';
import { useSignInQuestion } from './sign-in';

const ToastHost = lazy(() => import('./toast-host').then((mod) => ({ default: mod.ToastHost })));
const DialogHost = lazy(() =>
  import('../lib/dialogs/dialog-host').then((mod) => ({ default: mod.DialogHost })),
);
const SignInDialog = lazy(() => import('./sign-in-dialog').then((mod) => ({ default: mod.SignInDialog })));

/** True from the first time `wanted` is true: once mounted, an overlay stays (its close animates). */
function useOnceWanted(wanted: boolean): boolean {
  const [once, setOnce] = useState(wanted);
  if (wanted && !once) setOnce(true);
  return once || wanted;
}

export function Overlays() {
  const toasts = useOnceWanted(useNotifications().notifications.length > 0);
  const dialogs = useOnceWanted(useOpenDialogs().length > 0);
  const signIn = useOnceWanted(useSignInQuestion() !== null);
  return (
    <Suspense fallback={null}>
      {toasts && <ToastHost />}
      {dialogs && <DialogHost />}
      {signIn && <SignInDialog />}
    </Suspense>
  );
}
