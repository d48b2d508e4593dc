/** Order module chunk (incoming/outgoing/picking orders). Screens to be built on the shared parts. */
import { ModulePlaceholder } from '../../app/layout/module-placeholder';
import { m } from '../../messages/it';

export function OrderSelectionScreen() {
  return <ModulePlaceholder title={m.screens.orderSelection} back="/home" />;
}

/** No back button (spec): exit and close go to /order/selection with the mode flags. */
export function OrderManagementScreen() {
  return <ModulePlaceholder title={m.screens.orderManagement} />;
}
