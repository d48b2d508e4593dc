/**
 * Every route of both spec documents. Each module's screens are one lazily loaded chunk
 * (`src/features/<module>/index.ts`); the router itself, the loaders and the shell stay in the entry.
 */
import { useLayoutEffect, type ComponentType } from 'react';
import {
  createBrowserRouter,
  Outlet,
  useNavigation,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { paths } from '../lib/paths';
import { setNavigating } from '../lib/reader/readings';
import { HydrateFallback, RouteError } from './route-error';
import { installUnauthorizedHandler, requireSessionLoader, rootLoader } from './session-routes';
import { LoginScreen } from '../features/auth';
import { loadBackOfficeTexts } from '../messages/language';

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

// The screens behind login, with the query client (TanStack Query stays out of the login screen).
const queryOutlet = () => import('./query-outlet');
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
// The back office's texts in the language shown come first (none in Italian: they are its own):
// its resources read them as the chunk runs.
const admin = () => loadBackOfficeTexts().then(() => import('../features/admin'));
const lot = () => import('../features/lot');

/**
 * The picking list's prefetch (./prefetch.ts) in its own small chunk, asked for beside the screen's:
 * its domain code (picks, lists, quantities) stays out of the login screen's JavaScript. Never
 * waited for; if it fails to load, the screen asks for its data itself as it would anyway.
 */
function pickingManagementLoader(args: LoaderFunctionArgs): null {
  void import('./prefetch').then(
    (prefetch) => prefetch.pickingManagementLoader(args),
    () => undefined,
  );
  return null;
}

/** Readings during a navigation wait for the next screen rather than reach the one being left. */
function ReadingsFollowNavigation() {
  const busy = useNavigation().state !== 'idle';
  useLayoutEffect(() => setNavigating(busy), [busy]);
  return <Outlet />;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <ReadingsFollowNavigation />,
    errorElement: <RouteError />,
    HydrateFallback,
    children: [
      { path: paths.root.pattern, loader: rootLoader, element: null },
      // In the entry, not a lazy chunk: the first screen of a cold handheld, whose chunk would
      // otherwise be asked for only once the entry has run (one more round trip on a slow network).
      { path: paths.login.pattern, Component: LoginScreen },
      { path: paths.settings.pattern, lazy: screen(settings, 'SettingsScreen') },
      {
        id: 'protected',
        loader: requireSessionLoader,
        lazy: screen(queryOutlet, 'QueryOutlet'),
        children: [
          { path: paths.home.pattern, lazy: screen(home, 'HomeScreen') },
          { path: paths.orderSelection.pattern, lazy: screen(order, 'OrderSelectionScreen') },
          { path: paths.orderManagement.pattern, lazy: screen(order, 'OrderManagementScreen') },
          { path: paths.pickingSelection.pattern, lazy: screen(picking, 'PickingSelectionScreen') },
          {
            path: paths.pickingManagement.pattern,
            // Its picks are requested while the chunk loads (./prefetch.ts).
            loader: pickingManagementLoader,
            lazy: screen(picking, 'PickingManagementScreen'),
          },
          { path: paths.projectSelection.pattern, lazy: screen(project, 'ProjectSelectionScreen') },
          { path: paths.projectManagement.pattern, lazy: screen(project, 'ProjectManagementScreen') },
          { path: paths.packageSelection.pattern, lazy: screen(pkg, 'PackageSelectionScreen') },
          { path: paths.packageManagement.pattern, lazy: screen(pkg, 'PackageManagementScreen') },
          { path: paths.incoming.pattern, lazy: screen(incoming, 'IncomingScreen') },
          { path: paths.incomingDetail.pattern, lazy: screen(incoming, 'IncomingDetailScreen') },
          { path: paths.outgoing.pattern, lazy: screen(outgoing, 'OutgoingScreen') },
          { path: paths.outgoingDetail.pattern, lazy: screen(outgoing, 'OutgoingDetailScreen') },
          { path: paths.storeSelection.pattern, lazy: screen(store, 'StoreSelectionScreen') },
          { path: paths.storeManagement.pattern, lazy: screen(store, 'StoreManagementScreen') },
          { path: paths.priceLabel.pattern, lazy: screen(print, 'PriceLabelScreen') },
          { path: paths.inventorySelection.pattern, lazy: screen(inventory, 'InventorySelectionScreen') },
          { path: paths.inventoryDocuments.pattern, lazy: screen(inventory, 'InventoryDocumentsScreen') },
          { path: paths.inventoryList.pattern, lazy: screen(inventory, 'InventoryListScreen') },
          { path: paths.inventoryFree.pattern, lazy: screen(inventory, 'InventoryFreeScreen') },
          { path: paths.inventoryMixed.pattern, lazy: screen(inventory, 'InventoryMixedScreen') },
          { path: paths.movement.pattern, lazy: screen(movement, 'MovementScreen') },
          { path: paths.lotWhere.pattern, lazy: screen(lot, 'LotWhereScreen') },
          {
            // The back office: one chunk, its own desktop layout and guard (admins and supervisors).
            path: paths.admin.pattern,
            lazy: screen(admin, 'AdminRoot'),
            children: [
              { index: true, lazy: screen(admin, 'AdminDashboardScreen') },
              { path: paths.adminImport.pattern, lazy: screen(admin, 'AdminImportScreen') },
              { path: paths.adminTrace.pattern, lazy: screen(admin, 'AdminTraceScreen') },
              { path: paths.adminList.pattern, lazy: screen(admin, 'AdminListScreen') },
              { path: paths.adminNew.pattern, lazy: screen(admin, 'AdminEditScreen') },
              { path: paths.adminEdit.pattern, lazy: screen(admin, 'AdminEditScreen') },
            ],
          },
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
