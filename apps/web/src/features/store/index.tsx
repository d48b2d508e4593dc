/** Store supply (creation and fulfilment) module chunk: /store/selection and /store/management/{id}. */
import '../../messages/feature-messages'; // this module's texts, before any of its screens runs

export { StoreSelectionScreen } from './selection-screen';
export { StoreManagementScreen } from './management-screen';
