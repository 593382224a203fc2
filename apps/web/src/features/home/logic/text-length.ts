import { MAX_TEXT_LENGTH } from '@shobdo/contracts';

/** From this share of the limit on, the form shows how many characters are used. */
const COUNT_FROM_SHARE = 0.9;

export interface TextLengthState {
  length: number;
  /** Over docs/product/constants.md#validation's 10000 characters: the server would refuse it, so the form says so first. */
  tooLong: boolean;
  /** Close enough to the limit (or past it) that a live count helps. */
  showCount: boolean;
}

/**
 * Measures the text the way the server does (`string.length`, UTF-16 code units, as the contracts
 * schema checks it), so the form and the API never disagree on where the limit is.
 */
export function getTextLengthState(text: string, max: number = MAX_TEXT_LENGTH): TextLengthState {
  const length = text.length;
  return { length, tooLong: length > max, showCount: length >= max * COUNT_FROM_SHARE };
}
