/**
 * Every route of both spec documents. Each module's screens are one lazily loaded chunk
 * (`src/features/<module>/index.ts`); the router itself, the loaders and the shell stay in the entry.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { HydrateFallback, RouteError } from './route-error';
import { installUnauthorizedHandler, requireSessionLoader, rootLoader } from './session-routes';

/** Spec section 9: a screen's chunk that has not arrived in 120 s is an error (retry offered). */
export const CHUNK_TIMEOUT_MS = 120_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chunk not loaded in ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/** A route whose component is export `name` of a lazily imported module chunk. */
function screen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => {
    const mod = await withTimeout(load(), CHUNK_TIMEOUT_MS);
    return { Component: mod[name] as ComponentType };
  };
}

const auth = () => import('../features/auth');
const home = () => import('../features/home');
const settings = () => import('../features/settings');
const movement = () => import('../features/movement');
const order = () => import('../features/order');
const picking = () => import('../features/picking');
const project = () => import('../features/project');
const pkg = () => import('../features/package');
const incoming = () => import('../features/incoming');
const outgoing = () => import('../features/outgoing');
const store = () => import('../features/store');
const print = () => import('../features/print');
const inventory = () => import('../features/inventory');

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Outlet />,
    errorElement: <RouteError />,
    HydrateFallback,
    children: [
      { path: '/', loader: rootLoader, element: null },
      { path: '/login', lazy: screen(auth, 'LoginScreen') },
      { path: '/settings', lazy: screen(settings, 'SettingsScreen') },
      {
        id: 'protected',
        loader: requireSessionLoader,
        element: <Outlet />,
        children: [
          { path: '/home', lazy: screen(home, 'HomeScreen') },
          { path: '/order/selection', lazy: screen(order, 'OrderSelectionScreen') },
          { path: '/order/management/:id', lazy: screen(order, 'OrderManagementScreen') },
          { path: '/picking/selection', lazy: screen(picking, 'PickingSelectionScreen') },
          { path: '/picking/management', lazy: screen(picking, 'PickingManagementScreen') },
          { path: '/project/selection', lazy: screen(project, 'ProjectSelectionScreen') },
          { path: '/project/management/:id', lazy: screen(project, 'ProjectManagementScreen') },
          { path: '/package/selection', lazy: screen(pkg, 'PackageSelectionScreen') },
          { path: '/package/management/:id', lazy: screen(pkg, 'PackageManagementScreen') },
          { path: '/incoming', lazy: screen(incoming, 'IncomingScreen') },
          { path: '/incoming/:id', lazy: screen(incoming, 'IncomingDetailScreen') },
          { path: '/outgoing', lazy: screen(outgoing, 'OutgoingScreen') },
          { path: '/outgoing/:id', lazy: screen(outgoing, 'OutgoingDetailScreen') },
          { path: '/store/selection', lazy: screen(store, 'StoreSelectionScreen') },
          { path: '/store/management/:id', lazy: screen(store, 'StoreManagementScreen') },
          { path: '/print/price_label', lazy: screen(print, 'PriceLabelScreen') },
          { path: '/inventory/selection', lazy: screen(inventory, 'InventorySelectionScreen') },
          { path: '/inventory/selection/:id', lazy: screen(inventory, 'InventoryDocumentsScreen') },
          { path: '/inventory/list_management/:id', lazy: screen(inventory, 'InventoryListScreen') },
          { path: '/inventory/free_management/:id', lazy: screen(inventory, 'InventoryFreeScreen') },
          { path: '/inventory/mixed_management/:id', lazy: screen(inventory, 'InventoryMixedScreen') },
          { path: '/movement', lazy: screen(movement, 'MovementScreen') },
        ],
      },
    ],
  },
];

export function createRouter() {
  const router = createBrowserRouter(routes);
  installUnauthorizedHandler((to) => router.navigate(to));
  return router;
}
