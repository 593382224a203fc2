export { ResultsPage } from './components/results-page';
export type { ResultsData } from './types';
