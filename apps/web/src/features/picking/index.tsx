/** Picking-list module chunk: /picking/selection and /picking/management. */
import './picking.css';

export { PickingSelectionScreen } from './selection-screen';
export { PickingManagementScreen } from './management-screen';
