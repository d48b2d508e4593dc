import { encodeQuery, type QueryObject } from './api/query-string';

/**
 * Every route of the app: its pattern (for the router) and how to build a link to it (for screens).
 * Nothing else writes a route string.
 */
const withSearch = (path: string, query: string | URLSearchParams) => {
  const search = String(query);
  return search === '' ? path : `${path}${search.startsWith('?') ? '' : '?'}${search}`;
};

export const paths = {
  root: { pattern: '/', href: () => '/' },
  login: { pattern: '/login', href: () => '/login' },
  settings: { pattern: '/settings', href: () => '/settings' },
  home: { pattern: '/home', href: () => '/home' },
  orderSelection: {
    pattern: '/order/selection',
    href: (search: string | URLSearchParams = '') => withSearch('/order/selection', search),
  },
  orderManagement: {
    pattern: '/order/management/:id',
    href: (id: number, search: string | URLSearchParams = '') =>
      withSearch(`/order/management/${id}`, search),
  },
  pickingSelection: { pattern: '/picking/selection', href: () => '/picking/selection' },
  pickingManagement: {
    pattern: '/picking/management',
    href: (projectIds: readonly number[]) => `/picking/management?projectIds=${projectIds.join(',')}`,
  },
  projectSelection: {
    pattern: '/project/selection',
    href: (search: string | URLSearchParams = '') => withSearch('/project/selection', search),
  },
  projectManagement: {
    pattern: '/project/management/:id',
    href: (id: number, search: string | URLSearchParams = '') =>
      withSearch(`/project/management/${id}`, search),
  },
  packageSelection: {
    pattern: '/package/selection',
    href: (search: string | URLSearchParams = '') => withSearch('/package/selection', search),
  },
  packageManagement: {
    pattern: '/package/management/:id',
    href: (id: number, search: string | URLSearchParams = '') =>
      withSearch(`/package/management/${id}`, search),
  },
  incoming: { pattern: '/incoming', href: () => '/incoming' },
  incomingDetail: { pattern: '/incoming/:id', href: (id: number) => `/incoming/${id}` },
  outgoing: { pattern: '/outgoing', href: () => '/outgoing' },
  outgoingDetail: { pattern: '/outgoing/:id', href: (id: number) => `/outgoing/${id}` },
  storeSelection: {
    pattern: '/store/selection',
    href: (picking: boolean) => `/store/selection?picking=${picking}`,
  },
  storeManagement: {
    pattern: '/store/management/:id',
    href: (id: number, picking: boolean) => `/store/management/${id}?picking=${picking}`,
  },
  priceLabel: { pattern: '/print/price_label', href: () => '/print/price_label' },
  inventorySelection: {
    pattern: '/inventory/selection',
    href: (search: string | URLSearchParams = '') => withSearch('/inventory/selection', search),
  },
  inventoryDocuments: {
    pattern: '/inventory/selection/:id',
    href: (id: number | string, search: string | URLSearchParams = '') =>
      withSearch(`/inventory/selection/${id}`, search),
  },
  inventoryList: { pattern: '/inventory/list_management/:id' },
  inventoryFree: { pattern: '/inventory/free_management/:id' },
  inventoryMixed: { pattern: '/inventory/mixed_management/:id' },
  movement: { pattern: '/movement', href: () => '/movement' },
  /** 'Dov'è questo lotto?' (issue 34). */
  lotWhere: { pattern: '/lot/where', href: () => '/lot/where' },
  /** The back office's lot trace; `q` a lot, TAG, package, SSCC or order. */
  adminTrace: {
    pattern: '/admin/trace',
    href: (q = '', itemId?: number) =>
      withSearch(
        '/admin/trace',
        encodeQuery({ ...(q ? { q } : {}), ...(itemId ? { item_id: itemId } : {}) }),
      ),
  },
  /** The back office (desktop). `resource` is the v2 model path name (items, projects…). */
  admin: { pattern: '/admin', href: () => '/admin' },
  /** A list; its search is the v2 query sent to the server (`q[closed_eq]=false&q[s]=name+asc`). */
  adminList: {
    pattern: '/admin/:resource',
    href: (resource: string, search: string | URLSearchParams | QueryObject = '') =>
      withSearch(
        `/admin/${resource}`,
        typeof search === 'string' || search instanceof URLSearchParams ? search : encodeQuery(search),
      ),
  },
  adminNew: { pattern: '/admin/:resource/new', href: (resource: string) => `/admin/${resource}/new` },
  adminEdit: {
    pattern: '/admin/:resource/:id',
    href: (resource: string, id: number | string) => `/admin/${resource}/${id}`,
  },
  adminImport: {
    pattern: '/admin/import/:resource',
    href: (resource: string) => `/admin/import/${resource}`,
  },
} as const;
