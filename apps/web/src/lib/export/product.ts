/** The product prefix of exported file names (docs/product/decisions.md: `{product}` means `shobdo`). */
export const PRODUCT_PREFIX = 'shobdo';
