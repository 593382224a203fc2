export { HistoryPage } from './components/history-page';
