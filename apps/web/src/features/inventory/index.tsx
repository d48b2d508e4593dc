/** Inventory module chunk: selection, per-location documents, and list, free and mixed counting. */
import '../../messages/feature-messages'; // this module's texts, before any of its screens runs
import { CountScreen } from './count-screen';

export { InventorySelectionScreen } from './selection-screen';
export { InventoryDocumentsScreen } from './documents-screen';

export function InventoryListScreen() {
  return <CountScreen key="list" mode="list" />;
}

export function InventoryFreeScreen() {
  return <CountScreen key="free" mode="free" />;
}

export function InventoryMixedScreen() {
  return <CountScreen key="mixed" mode="mixed" />;
}
