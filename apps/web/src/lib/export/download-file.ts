/** Hands a generated file to the browser as a download; no network call (docs/product/api.md (section 7)). */
export function downloadFile(data: BlobPart, fileName: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([data], { type: mimeType }));
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
