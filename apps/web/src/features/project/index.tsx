/** Package-preparation (project) module chunk: selection and management. */
export { ProjectSelectionScreen } from './selection-screen';
export { ProjectManagementScreen } from './management-screen';
