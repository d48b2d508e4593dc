/**
 * The back office chunk (`/admin…`). This branch holds only the dashboard; the shell (AdminRoot
 * with the guard and layout), the lists, forms and import screens join here (HELPERS contract).
 */
export { AdminDashboardScreen } from './dashboard';
