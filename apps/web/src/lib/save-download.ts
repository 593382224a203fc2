/** Today's date as YYYY-MM-DD in the viewer's time zone, for file names. */
export function todayStamp(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Saves an export answer as shobdo-<what>-<date>.<format> (docs/product/api.md (section 7): a dated file). */
export function saveDownload(what: string, format: 'json' | 'csv' | 'xlsx', body: unknown, now = new Date()): string {
  const blob =
    body instanceof Blob
      ? body
      : new Blob([typeof body === 'string' ? body : JSON.stringify(body, null, 2)], {
          type: format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json',
        });
  const name = `shobdo-${what}-${todayStamp(now)}.${format}`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
