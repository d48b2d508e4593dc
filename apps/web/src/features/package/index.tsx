/** Package module chunk: closing a package ('Gestisci Colli') and truck loading ('Carico Camion'). */
export { PackageSelectionScreen } from './selection-screen';
export { PackageManagementScreen } from './management-screen';
