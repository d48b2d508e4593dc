/** Every English text of the handheld (issue 45): one chunk, loaded only when English is chosen. */
import type { HandheldTexts } from '../../shape';
import { app } from './app';
import { adminImport } from './modules/admin-import';
import { barcode } from './modules/barcode';
import { commands } from './modules/commands';
import { incoming } from './modules/incoming';
import { inventory } from './modules/inventory';
import { live } from './modules/live';
import { lot } from './modules/lot';
import { order } from './modules/order';
import { outbox } from './modules/outbox';
import { outgoing } from './modules/outgoing';
import { pkg } from './modules/package';
import { packing } from './modules/packing';
import { picking } from './modules/picking';
import { print } from './modules/print';
import { refusals } from './modules/refusals';
import { rules } from './modules/rules';
import { project } from './modules/project';
import { scan } from './modules/scan';
import { scanner } from './modules/scanner';
import { screens } from './modules/screens';
import { session } from './modules/session';
import { store } from './modules/store';
import { writes } from './modules/writes';

export const texts: HandheldTexts = {
  ...app,
  writes,
  session,
  barcode,
  incoming,
  outgoing,
  order,
  packing,
  package: pkg,
  picking,
  print,
  project,
  scan,
  scanner,
  screens,
  store,
  inventory,
  outbox,
  adminImport,
  live,
  commands,
  lot,
  rules,
  refusals,
};
