/** Order module chunk (incoming/outgoing/picking orders): selection and packing. */
export { OrderSelectionScreen } from './order-selection-screen';
export { OrderManagementScreen } from './packing-screen';
