import { escapeFormula } from '@shobdo/contracts';

/** Excel's hard limit on characters in one cell. */
export const MAX_CELL_LENGTH = 32_767;
/** Excel's hard limit on characters in a worksheet name. */
export const MAX_SHEET_NAME_LENGTH = 31;

/**
 * Makes user-supplied text safe for a spreadsheet cell: a leading formula trigger gets a `'` prefix
 * (so the text is shown, never run) and the result fits Excel's cell limit. Only text goes through
 * here: numbers stay numbers, so a negative contribution is still a number in the file.
 */
export function escapeCellText(text: string): string {
  const safe = escapeFormula(text);
  return safe.length > MAX_CELL_LENGTH ? safe.slice(0, MAX_CELL_LENGTH) : safe;
}

// Characters Excel refuses in sheet names.
const SHEET_NAME_FORBIDDEN = /[\\/?*[\]:]/g;

export function toSheetName(name: string): string {
  return name.replace(SHEET_NAME_FORBIDDEN, ' ').slice(0, MAX_SHEET_NAME_LENGTH);
}
