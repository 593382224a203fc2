export { BatchResultsPage } from './components/batch-results-page';
export { NewBatchPage } from './components/new-batch-page';
