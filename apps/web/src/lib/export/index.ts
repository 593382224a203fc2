export type { ExportInput } from './export-input';
export { exportCsvReport, exportExcelReport } from './export-report';
