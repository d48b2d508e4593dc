/**
 * The screens behind login, under TanStack Query's client. A lazily loaded route (app/router.tsx):
 * only these screens use queries, so the query client's code is not in the login screen's
 * JavaScript (docs/web-app.md, "The login screen on a slow network").
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../lib/api';

export function QueryOutlet() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
