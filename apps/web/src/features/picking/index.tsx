/** Picking-list module chunk: /picking/selection and /picking/management. */
import '../../messages/feature-messages'; // this module's texts, before any of its screens runs

export { PickingSelectionScreen } from './selection-screen';
export { PickingManagementScreen } from './management-screen';
