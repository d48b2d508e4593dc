import { Fragment, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { isRightToLeft } from '@warehouse/shared';
import { useLanguage } from '../messages/locale';
import { ReaderProvider } from '../lib/reader/reader-provider';
import { Overlays } from './overlays';
import { theme } from './theme';

// Writes a closed tab left on the device are sent as soon as the app runs again: the outbox comes in
// its own chunk, right after the entry, so that the login screen's JavaScript does not carry it.
void import('../lib/outbox').then((outbox) => outbox.startOutbox());

/**
 * Everything the screens rely on: theme, toasts, dialogs, reader input. The server state's client
 * (TanStack Query) is given by the screens behind login (./query-outlet.tsx), not here.
 */
export function Providers({ children }: { children: ReactNode }) {
  // A new language (messages/language.ts) renders every screen again from its texts: the screens
  // read `m` while rendering, and the router keeps the place (issue 45).
  const language = useLanguage();
  return (
    <DirectionProvider
      key={language}
      initialDirection={isRightToLeft(language) ? 'rtl' : 'ltr'}
      detectDirection={false}
    >
      <MantineProvider theme={theme} defaultColorScheme="light">
        <ReaderProvider>
          <Fragment key={language}>{children}</Fragment>
          <Overlays />
        </ReaderProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
