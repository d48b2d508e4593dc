/** Package-preparation (project) module chunk: selection and management. */
import '../../messages/feature-messages'; // this module's texts, before any of its screens runs
export { ProjectSelectionScreen } from './selection-screen';
export { ProjectManagementScreen } from './management-screen';
