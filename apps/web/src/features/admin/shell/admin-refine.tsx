/**
 * The headless admin core (@refinedev/core) over our v2 data provider. Refine keeps its own query
 * cache (the handheld screens' one is untouched); errors are shown by the screens, never retried.
 */
import type { ReactNode } from 'react';
import { Refine } from '@refinedev/core';
import { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { createV2DataProvider } from '../data/data-provider';

const dataProvider = createV2DataProvider(api);

const adminQueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
    mutations: { retry: false },
  },
});

export function AdminRefine({ children }: { children: ReactNode }) {
  return (
    <Refine
      dataProvider={dataProvider}
      options={{
        disableTelemetry: true,
        mutationMode: 'pessimistic',
        disableServerSideValidation: true,
        reactQuery: { clientConfig: adminQueryClient },
      }}
    >
      {children}
    </Refine>
  );
}
