/** Dashboard auto-refresh interval (docs/product/constants.md#time: 300000 ms). */
export const DASHBOARD_REFRESH_MS = 300_000;

export function modelParam(modelId: string): string {
  return `model_id=${encodeURIComponent(modelId)}`;
}
