/**
 * Which home entries a user sees (docs/modules.md): each entry is enabled by a server setting under
 * `track` (accepted as on: "true", true, "1"), or, for the price label, by the local setting
 * printerManagement, or, for package preparation, by the user's permissions (the server's `can`).
 */
import { can, type PermissionSubject } from '@warehouse/shared';
import { isEnabled } from '../../lib/shared';
import { m } from '../../messages/it';
import { paths } from '../../lib/paths';

/** The package screens' query flags (spec §2): packages of customer orders and picking lists. */
function packageFlags(revision: boolean): string {
  return `incoming=false&outgoing=true&picking=true&revision=${revision}&locked=false`;
}

/** Package preparation's query flags: the preparation projects ('PC', spec §2). */
const PREPARATION_FLAGS = 'incoming=false&outgoing=false&picking=true&revision=false&locked=false';

/**
 * What package preparation writes (readings on picks, packages printed for the project, the
 * document closed on exit): a user the server would refuse any of these gets no entry.
 */
const PREPARATION_NEEDS: readonly (readonly [string, string])[] = [
  ['update', 'picks'],
  ['update', 'projects'],
  ['update', 'documents'],
  ['create', 'packages'],
];

export function mayPreparePackages(user: PermissionSubject | null | undefined): boolean {
  return user != null && PREPARATION_NEEDS.every(([action, model]) => can(user, action, model));
}

export type ServerSettings = Record<string, Record<string, unknown> | undefined>;

export type ModuleFlag =
  | 'enable_picking_list'
  | 'enable_shipping'
  | 'enable_receipt'
  | 'enable_movement'
  | 'enable_inventory'
  | 'enable_package_close'
  | 'enable_truck_loading'
  | 'enable_lot_where';

export interface HomeEntry {
  key: string;
  label: string;
  to: string;
  /** The server flag under `track` that enables it; absent for the local printerManagement entry. */
  flag?: ModuleFlag;
  /** Shown to the users whose permissions allow it (not a server module: never the only one). */
  byPermission?: true;
}

/** An entry whose label is read when shown: the menu follows a change of language (issue 45). */
const entry = (spec: Omit<HomeEntry, 'label' | 'key'> & { key: keyof typeof m.home.entries }): HomeEntry => ({
  ...spec,
  get label() {
    return m.home.entries[spec.key];
  },
});

/** In menu order. */
export const HOME_ENTRIES: readonly HomeEntry[] = [
  entry({ key: 'picking', to: paths.pickingSelection.href(), flag: 'enable_picking_list' }),
  entry({ key: 'outgoing', to: paths.outgoing.href(), flag: 'enable_shipping' }),
  entry({ key: 'incoming', to: paths.incoming.href(), flag: 'enable_receipt' }),
  entry({ key: 'storeSupply', to: paths.storeSelection.href(false), flag: 'enable_movement' }),
  entry({ key: 'storePicking', to: paths.storeSelection.href(true), flag: 'enable_movement' }),
  entry({ key: 'priceLabel', to: paths.priceLabel.href() }),
  entry({ key: 'inventory', to: paths.inventorySelection.href(), flag: 'enable_inventory' }),
  entry({
    key: 'packageClose',
    to: paths.packageSelection.href(packageFlags(true)),
    flag: 'enable_package_close',
  }),
  entry({
    key: 'truckLoading',
    to: paths.packageSelection.href(packageFlags(false)),
    flag: 'enable_truck_loading',
  }),
  entry({
    key: 'packagePreparation',
    to: paths.projectSelection.href(PREPARATION_FLAGS),
    byPermission: true,
  }),
  entry({ key: 'lotWhere', to: paths.lotWhere.href(), flag: 'enable_lot_where' }),
];

export interface HomeMenu {
  entries: HomeEntry[];
  /** Entries enabled by the server (the price label does not count). */
  serverEntries: HomeEntry[];
  /**
   * The entry to go to directly: the one server-enabled module when there is exactly one (the spec's
   * "one module enabled"; the local price-label tool stays reachable from the menu), else the only
   * entry shown when there is just one.
   */
  only: HomeEntry | null;
}

export function homeMenu(
  settings: ServerSettings | null | undefined,
  printerManagement: boolean,
  abilities: PermissionSubject | null = null,
): HomeMenu {
  const track = settings?.track ?? {};
  const entries = HOME_ENTRIES.filter((e) =>
    e.flag ? isEnabled(track[e.flag]) : e.byPermission ? mayPreparePackages(abilities) : printerManagement,
  );
  const serverEntries = entries.filter((e) => e.flag);
  const only = serverEntries.length === 1 ? serverEntries[0] : entries.length === 1 ? entries[0] : null;
  return { entries, serverEntries, only: only ?? null };
}
