/**
 * The back office chunk (`/admin…`): the shell (AdminRoot with the guard and layout), the
 * dashboard, the lists, forms and the import screen (HELPERS contract).
 */
export { AdminImportScreen } from './import';
export { AdminDashboardScreen } from './dashboard';
