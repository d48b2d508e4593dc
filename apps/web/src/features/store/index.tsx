/** Store supply (creation and fulfilment) module chunk: /store/selection and /store/management/{id}. */
import '../picking/picking.css';
import './store.css';

export { StoreSelectionScreen } from './selection-screen';
export { StoreManagementScreen } from './management-screen';
