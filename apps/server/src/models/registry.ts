import type { ModelDefinition, Registry } from './types';
import { additionalBarcodes } from './additional-barcodes';
import { branches } from './branches';
import { documents } from './documents';
import { items } from './items';
import { locations } from './locations';
import { measureUnits } from './measure-units';
import { packages } from './packages';
import { addresses, customers, suppliers, transportMeans } from './parties';
import { permissions } from './permissions';
import { picks } from './picks';
import { plants } from './plants';
import { printJobs, printTemplates } from './print-templates';
import { printers } from './printers';
import { projectRows } from './project-rows';
import { projectTypologies } from './project-typologies';
import { projects } from './projects';
import { roles } from './roles';
import { serials } from './serials';
import { settings } from './settings';
import { tracks } from './tracks';
import { users } from './users';
import { webhookDeliveries, webhooks } from './webhooks';

const all: ModelDefinition[] = [
  plants,
  locations,
  branches,
  users,
  roles,
  permissions,
  settings,
  projectTypologies,
  customers,
  suppliers,
  addresses,
  transportMeans,
  projects,
  measureUnits,
  items,
  additionalBarcodes,
  serials,
  documents,
  packages,
  picks,
  projectRows,
  tracks,
  printers,
  printTemplates,
  printJobs,
  webhooks,
  webhookDeliveries,
];

export interface ModelRegistry extends Registry {
  get(name: string): ModelDefinition | undefined;
  all(): ModelDefinition[];
}

/** Every model by plural and singular name. */
export function createRegistry(models: ModelDefinition[] = all): ModelRegistry {
  const byName = new Map<string, ModelDefinition>();
  for (const model of models) {
    byName.set(model.name, model);
    byName.set(model.singular, model);
  }
  return { get: (name) => byName.get(name), all: () => [...models] };
}

export const registry = createRegistry();
