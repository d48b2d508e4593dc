/** Package module chunk: closing a package ('Gestisci Colli') and truck loading ('Carico Camion'). */
import '../../messages/feature-messages'; // this module's texts, before any of its screens runs
export { PackageSelectionScreen } from './selection-screen';
export { PackageManagementScreen } from './management-screen';
