/** The back office's dashboard (`/admin`). */
export { AdminDashboardScreen } from './dashboard-screen';
