/** `GET /api/v2/info/dashboard` (admins and supervisors; docs/dashboard.md) and how often it is read. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type OrderState = 'new' | 'partial' | 'suspended';
export const ORDER_STATES: readonly OrderState[] = ['new', 'partial', 'suspended'];

export interface PickingListProgress {
  id: number;
  name: string;
  customer: string | null;
  expected: number;
  detected: number;
  percent: number;
}

export interface InventoryProgress {
  id: number;
  name: string;
  documents: number;
  counted: number;
  partial: number;
  left: number;
}

export interface Dashboard {
  /** The server's local day the "today" figures count: [from, to) as UTC instants. */
  day: { date: string; from: string; to: string; time_zone: string };
  orders: { typology: string; state: OrderState; count: number }[];
  picking_lists: { total: number; lists: PickingListProgress[] };
  inventories: InventoryProgress[];
  packages: { closed: number; shipped: number };
  readings: { user_id: number | null; operator: string | null; hour: number; count: number }[];
}

/** Read again every 30 s and when the window regains focus. */
export const REFRESH_MS = 30_000;

export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'] as const,
    queryFn: () => api.get<Dashboard>('/info/dashboard'),
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
    // The screen shows its own message (an operator's 403 included), not a toast.
    meta: { silentError: true },
  });
