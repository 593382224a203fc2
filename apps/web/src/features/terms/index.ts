export { TermsPage } from './components/terms-page';
export { getTermsPage } from './terms-content';
