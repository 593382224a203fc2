/** Where a result lives: /results?id=…, so that a reload and a shared link show it again. */
export const resultsPath = (id: string) => `/results?id=${encodeURIComponent(id)}`;
