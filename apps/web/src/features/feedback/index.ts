export { ReportWrongResult } from './components/report-wrong-result';
export type { ReportWrongResultProps } from './components/report-wrong-result';
export { ReviewPage } from './components/review-page';
