/**
 * The back office's lazy chunk (`/admin`): the layout and guard, the lists and forms of every
 * resource. The dashboard and the CSV import screen live in `dashboard/` and `import/`.
 */
import '../../messages/feature-messages'; // this module's texts, before any of its screens runs
export { AdminRoot } from './shell/admin-root';
export { AdminDashboardScreen } from './dashboard';
export { AdminImportScreen } from './import';
export { AdminListScreen } from './list/admin-list-screen';
export { AdminEditScreen } from './edit/admin-edit-screen';
export { AdminTraceScreen } from './trace';
