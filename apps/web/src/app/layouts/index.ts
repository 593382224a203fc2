export { SiteLayout } from './site-layout';
export { AdminLayout } from './admin-layout';
