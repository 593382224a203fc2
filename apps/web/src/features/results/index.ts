export { ResultsPage } from './components/results-page';
export type { ResultSource, ResultsData } from './types';
export { ResultBreakdown } from './components/result-breakdown';
export { ResultUnavailable } from './components/result-unavailable';
export { toResultsData } from './logic/to-results-data';
