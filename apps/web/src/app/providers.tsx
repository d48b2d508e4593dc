import { Fragment, useMemo, type ReactNode } from 'react';
import { DirectionContext, MantineProvider, type DirectionContextValue } from '@mantine/core';
import { isRightToLeft } from '@warehouse/shared';
import { useLanguage } from '../messages/locale';
import { ReaderProvider } from '../lib/reader/reader-provider';
import { Overlays } from './overlays';
import { theme } from './theme';

// Writes a closed tab left on the device are sent as soon as the app runs again: the outbox comes in
// its own chunk, right after the entry, so that the login screen's JavaScript does not carry it.
void import('../lib/outbox').then((outbox) => outbox.startOutbox());

const noop = () => undefined;

/**
 * Everything the screens rely on: theme, toasts, dialogs, reader input. The server state's client
 * (TanStack Query) is given by the screens behind login (./query-outlet.tsx), not here.
 */
export function Providers({ children }: { children: ReactNode }) {
  // A new language (messages/language.ts) renders every screen again from its texts: the screens
  // read `m` while rendering, and the router keeps the place (issue 45).
  const language = useLanguage();
  // Mantine's direction given as a value of the language, not by its DirectionProvider: that one
  // keeps a state and watches <html dir> with a MutationObserver, code the login screen would carry
  // for nothing (the language sets both; messages/language.ts).
  const direction = useMemo<DirectionContextValue>(
    () => ({ dir: isRightToLeft(language) ? 'rtl' : 'ltr', toggleDirection: noop, setDirection: noop }),
    [language],
  );
  return (
    <DirectionContext key={language} value={direction}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <ReaderProvider>
          <Fragment key={language}>{children}</Fragment>
          <Overlays />
        </ReaderProvider>
      </MantineProvider>
    </DirectionContext>
  );
}
