import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
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
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <ReaderProvider>
        {children}
        <Overlays />
      </ReaderProvider>
    </MantineProvider>
  );
}
