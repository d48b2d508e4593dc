/**
 * The module screens' texts (`m.packing`, `m.picking`, …), out of the entry (messages/it.ts): every
 * module chunk imports this first (`features/<module>/index.tsx`), and unit tests through their
 * setup file. Importing it hands the texts to `m`.
 */
import { provideFeatureMessages, type FeatureMessages } from './feature-registry';
import { adminImport } from './modules/admin-import';
import { incoming } from './modules/incoming';
import { inventory } from './modules/inventory';
import { order } from './modules/order';
import { outgoing } from './modules/outgoing';
import { pkg } from './modules/package';
import { packing } from './modules/packing';
import { picking } from './modules/picking';
import { print } from './modules/print';
import { project } from './modules/project';
import { refusals } from './modules/refusals';
import { rules } from './modules/rules';
import { scan } from './modules/scan';
import { screens } from './modules/screens';
import { store } from './modules/store';

export const featureMessages: FeatureMessages = {
  incoming,
  outgoing,
  order,
  packing,
  package: pkg,
  picking,
  print,
  project,
  store,
  inventory,
  adminImport,
  rules,
  scan,
  screens,
  refusals,
};

provideFeatureMessages(featureMessages);
