export type { ExportInput } from './export-input';
export { exportCsvReport, exportExcelReport } from './export-report';
export { toCsvText } from './csv';
export { escapeCellText } from './escape-cell';
export { saveDownload } from './download-file';
export { writeWorkbook } from './write-workbook';
export { saveServerExport } from './save-server-export';
