/**
 * The texts of the module screens (packing, picking, inventory…) are not in the entry: the login
 * screen's JavaScript stays small on a slow network (issue 32). Each module's chunk imports
 * `./feature-messages` first (its `index.tsx`), which hands them over here before any screen of it
 * runs; `m.packing` reads them then, as before (messages/it.ts).
 */
import type { adminImport } from './modules/admin-import';
import type { incoming } from './modules/incoming';
import type { inventory } from './modules/inventory';
import type { order } from './modules/order';
import type { outgoing } from './modules/outgoing';
import type { pkg } from './modules/package';
import type { packing } from './modules/packing';
import type { picking } from './modules/picking';
import type { print } from './modules/print';
import type { project } from './modules/project';
import type { refusals } from './modules/refusals';
import type { rules } from './modules/rules';
import type { scan } from './modules/scan';
import type { screens } from './modules/screens';
import type { store } from './modules/store';

export interface FeatureMessages {
  incoming: typeof incoming;
  outgoing: typeof outgoing;
  order: typeof order;
  packing: typeof packing;
  package: typeof pkg;
  picking: typeof picking;
  print: typeof print;
  project: typeof project;
  store: typeof store;
  inventory: typeof inventory;
  adminImport: typeof adminImport;
  rules: typeof rules;
  scan: typeof scan;
  screens: typeof screens;
  refusals: typeof refusals;
}

let provided: FeatureMessages | undefined;

export function provideFeatureMessages(messages: FeatureMessages): void {
  provided = messages;
}

export function feature(): FeatureMessages {
  if (!provided) throw new Error('Module texts not loaded: import messages/feature-messages first');
  return provided;
}
