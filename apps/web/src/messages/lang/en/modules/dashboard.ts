import type { dashboard as italian } from '../../../modules/dashboard';
import type { Translation } from '../../../translation';

export const dashboard: Translation<typeof italian> = {
  title: 'Dashboard',
  updatedAt: (time) => `Updated at ${time}`,
  refresh: 'Refresh',
  loading: 'Loading the dashboard...',
  forbidden: 'The dashboard is for administrators and supervisors.',
  loadError: 'The dashboard could not be loaded',
  retry: 'Try again',
  openList: 'Open list',
  none: 'No data',
  orders: {
    title: 'Open orders by status',
    typology: 'Type',
    total: 'Total',
    states: { new: 'New', partial: 'Partial', suspended: 'Suspended' },
    typologies: {
      AC: 'AC - Supplier orders',
      LP: 'LP - Customer orders and picking lists',
      AN: 'AN - Store supplies',
    },
  },
  picking: {
    title: 'Picking lists in progress',
    count: (n) => `${n} in progress`,
    progress: (detected, expected) => `${detected} / ${expected}`,
    more: (shown, total) => `Showing ${shown} of ${total}`,
  },
  inventory: {
    title: 'Inventories: documents counted and to count',
    name: 'Inventory',
    documents: 'Documents',
    counted: 'Counted',
    partial: 'In progress',
    left: 'To count',
  },
  packages: { title: "Today's parcels", closed: 'Closed today', shipped: 'Shipped today' },
  readings: {
    title: 'Readings per hour per operator (today)',
    operator: 'Operator',
    total: 'Readings',
    unknown: 'Operator not given',
    hour: (hour) => `${String(hour).padStart(2, '0')}:00`,
  },
};
