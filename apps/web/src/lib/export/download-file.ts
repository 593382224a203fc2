import { formatLocalDate } from './file-names';

/** Hands a generated file to the browser as a download; no network call (docs/product/api.md#endpoints). */
export function downloadFile(data: BlobPart, fileName: string, mimeType: string): void {
  const url = URL.createObjectURL(data instanceof Blob ? data : new Blob([data], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled so that the download has started.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const MIME = { json: 'application/json', csv: 'text/csv;charset=utf-8', xlsx: 'application/octet-stream' } as const;

/** Saves an export as shobdo-<what>-<date>.<format> (docs/product/api.md#endpoints: a dated file); returns its name. */
export function saveDownload(what: string, format: keyof typeof MIME, body: unknown, now = new Date()): string {
  const name = `shobdo-${what}-${formatLocalDate(now)}.${format}`;
  const data = body instanceof Blob || typeof body === 'string' ? body : JSON.stringify(body, null, 2);
  downloadFile(data, name, MIME[format]);
  return name;
}
