const BENGALI_ZERO = 0x09e6;

/** Bengali digits (০-৯) as ASCII digits; everything else is left as it is. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}
