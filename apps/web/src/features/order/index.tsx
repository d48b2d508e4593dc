/** Order module chunk (incoming/outgoing/picking orders): selection and packing. */
import '../../messages/feature-messages'; // this module's texts, before any of its screens runs
export { OrderSelectionScreen } from './order-selection-screen';
export { OrderManagementScreen } from './packing-screen';
