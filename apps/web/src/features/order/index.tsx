/** Order module chunk (incoming/outgoing/picking orders). */
import { ModulePlaceholder } from '../../lib/layout/module-placeholder';
import { m } from '../../messages/it';

export { OrderSelectionScreen } from './order-selection-screen';

/** No back button (spec): exit and close go to /order/selection with the mode flags. Built in a later issue. */
export function OrderManagementScreen() {
  return <ModulePlaceholder title={m.screens.orderManagement} />;
}
