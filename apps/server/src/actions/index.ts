import type { CustomAction } from './types';
import { redeliverWebhook, rotateWebhookSecret, sendTestEvent } from './webhook-actions';
import { bulkUpdateRows, bulkUpdateSignatures, deleteRows } from './project-actions';
import { printSingleBarcode } from './print-single-barcode';
import { findPrinterAction, previewTemplate } from './printer-actions';
import { concludePacking, suspendPacking } from './order-packing';
import { concludePicking } from './conclude-picking';
import { suspendPicking } from './suspend-picking';
import { closeStore } from './close-store';
import { exitStore } from './exit-store';
import { storePicked } from './store-picked';
import { addReading } from './add-reading';
import { addStoreItem } from './add-store-item';
import { receiveGoods } from './receive-goods';
import { inventoryConclude, inventoryExit, inventorySuspend } from './inventory-close';
import { inventoryCount } from './inventory-count';
import { inventoryCountedBy } from './inventory-counted-by';
import { closePackage } from './close-package';
import { loadPackages } from './load-packages';
import { exitProjectPreparation } from './exit-project-preparation';
import { preparePackages } from './prepare-packages';
import { importActions } from './import-csv';
import { exportCsv } from './export-csv';
import { endSessions, revokeAtoken, rotateAtoken } from './user-sessions';
import { traceLot } from './trace-lot';
import { despatchAdvice } from './despatch-advice';
import { listOwedLabels, printOwedLabels } from './owed-labels';
import { recordLastWriter } from './last-writer';

/** Every `?do=` action; a new one is one more entry. */
const actions: CustomAction[] = [
  bulkUpdateRows,
  bulkUpdateSignatures,
  recordLastWriter,
  deleteRows,
  printSingleBarcode,
  findPrinterAction,
  previewTemplate,
  concludePicking,
  suspendPicking,
  closeStore,
  exitStore,
  storePicked,
  addReading,
  addStoreItem,
  receiveGoods,
  inventoryCount,
  inventoryCountedBy,
  inventoryConclude,
  inventorySuspend,
  inventoryExit,
  concludePacking,
  suspendPacking,
  closePackage,
  loadPackages,
  exitProjectPreparation,
  preparePackages,
  ...importActions,
  exportCsv,
  endSessions,
  rotateAtoken,
  revokeAtoken,
  traceLot,
  despatchAdvice,
  listOwedLabels,
  printOwedLabels,
  rotateWebhookSecret,
  sendTestEvent,
  redeliverWebhook,
];

export function findAction(model: string, name: string, method: string): CustomAction | undefined {
  // A `*` action (the CSV export) serves every model.
  return actions.find(
    (a) => (a.model === model || a.model === '*') && a.name === name && a.methods.includes(method),
  );
}
