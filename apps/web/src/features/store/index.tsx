/** Store supply (creation and fulfilment) module chunk: /store/selection and /store/management/{id}. */

export { StoreSelectionScreen } from './selection-screen';
export { StoreManagementScreen } from './management-screen';
