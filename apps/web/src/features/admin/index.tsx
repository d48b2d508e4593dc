/**
 * The back office chunk (`/admin…`). Helper "admin-web" adds the shell (AdminRoot), the lists and
 * the forms; the import screen is exported here so the route works on its own until then.
 */
export { AdminImportScreen } from './import';
