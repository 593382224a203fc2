import { apiRequest } from '../api-client';
import { saveDownload } from './download-file';

/** An admin export (GET `path`, `?format=csv` for CSV), saved as shobdo-<what>-<date>.json or .csv. */
export async function saveServerExport(path: string, what: string, format: 'json' | 'csv'): Promise<void> {
  const body = await apiRequest<unknown>(`${path}${format === 'csv' ? '?format=csv' : ''}`);
  saveDownload(what, format, body);
}
