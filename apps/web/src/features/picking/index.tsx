/** Picking-list module chunk: /picking/selection and /picking/management. */

export { PickingSelectionScreen } from './selection-screen';
export { PickingManagementScreen } from './management-screen';
