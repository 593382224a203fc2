export { PublicLayout } from './public-layout';
export { DashboardLayout } from './dashboard-layout';
export { AdminLayout } from './admin-layout';
