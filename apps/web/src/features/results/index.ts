export { ResultsPage } from './components/results-page';
export type { ResultSource, ResultsData } from './types';
export { HighlightedText } from './components/highlighted-text';
export { TopWordsCard } from './components/top-words-card';
export { ResultWarnings } from './components/result-warnings';
export { ResultUnavailable } from './components/result-unavailable';
export { DetectedTypeCard } from './components/detected-type-card';
export { ClassProbabilities } from './components/class-probabilities';
export { toResultsData } from './logic/to-results-data';
