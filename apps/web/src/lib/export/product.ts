/** The product prefix of exported file names (DECISIONS.md: `{product}` means `shobdo`). */
export const PRODUCT_PREFIX = 'shobdo';
