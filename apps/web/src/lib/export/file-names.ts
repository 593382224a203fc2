import { PRODUCT_PREFIX } from './product';

function formatLocalDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

// Labels are snake_case ids today; keep any future label file-name safe too.
function toFileSafe(prediction: string): string {
  return prediction.replace(/[^\p{L}\p{N}_-]+/gu, '_') || 'analysis';
}

/** `shobdo-<prediction>-<YYYY-MM-DD>.xlsx` (docs/product/decisions.md, Exports), dated by the local day of export. */
export function getExcelFileName(prediction: string, now: Date = new Date()): string {
  return `${PRODUCT_PREFIX}-${toFileSafe(prediction)}-${formatLocalDate(now)}.xlsx`;
}

/** `shobdo-<prediction>-words-<YYYY-MM-DD>.csv`. */
export function getCsvFileName(prediction: string, now: Date = new Date()): string {
  return `${PRODUCT_PREFIX}-${toFileSafe(prediction)}-words-${formatLocalDate(now)}.csv`;
}

export { formatLocalDate };
