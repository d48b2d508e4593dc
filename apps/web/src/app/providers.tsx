import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/api';
import { ReaderProvider } from '../lib/reader/reader-provider';
import { startOutbox } from '../lib/outbox';
import { Overlays } from './overlays';
import { theme } from './theme';

// Writes a closed tab left on the device are sent as soon as the app runs again.
startOutbox();

/** Everything the screens rely on: theme, server state, toasts, dialogs, reader input. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <ReaderProvider>
          {children}
          <Overlays />
        </ReaderProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
