import type { CustomAction } from './types';
import { bulkUpdateRows, bulkUpdateSignatures, deleteRows } from './project-actions';
import { printSingleBarcode } from './print-single-barcode';
import { concludePicking } from './conclude-picking';
import { suspendPicking } from './suspend-picking';
import { closeStore } from './close-store';
import { exitStore } from './exit-store';
import { closePackage } from './close-package';
import { loadPackages } from './load-packages';

/** Every `?do=` action; a new one is one more entry. */
const actions: CustomAction[] = [
  bulkUpdateRows,
  bulkUpdateSignatures,
  deleteRows,
  printSingleBarcode,
  concludePicking,
  suspendPicking,
  closeStore,
  exitStore,
  closePackage,
  loadPackages,
];

export function findAction(model: string, name: string, method: string): CustomAction | undefined {
  return actions.find((a) => a.model === model && a.name === name && a.methods.includes(method));
}
