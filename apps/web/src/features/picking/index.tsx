/** Picking-list module chunk. */
import { ModulePlaceholder } from '../../app/layout/module-placeholder';
import { m } from '../../messages/it';

export function PickingSelectionScreen() {
  return <ModulePlaceholder title={m.screens.pickingSelection} back="/home" />;
}

export function PickingManagementScreen() {
  return <ModulePlaceholder title={m.screens.pickingManagement} back="/picking/selection" />;
}
