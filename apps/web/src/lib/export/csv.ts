import { quoteCsvField } from '@shobdo/contracts';

// Excel only reads a CSV as UTF-8 (and so shows Bengali) when the file starts with a byte-order mark.
const UTF8_BOM = '\uFEFF';

/**
 * The web app's one CSV writer: RFC 4180 (the server's quoting rule), CRLF line ends, UTF-8 with a BOM.
 * Numbers are written as they are; text is quoted, never escaped here: callers pass user text through
 * escapeCellText first, so the Excel and CSV files of one export escape alike.
 */
export function toCsvText(rows: readonly (readonly (string | number)[])[]): string {
  const lines = rows.map((cells) =>
    cells.map((cell) => (typeof cell === 'number' ? String(cell) : quoteCsvField(cell))).join(','),
  );
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}
