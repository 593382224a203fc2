import type { DashboardResponse } from '@shobdo/contracts';
import { dashboardPanelQuery, modelParam } from './refresh';

/** GET /api/analytics/dashboard/: the stat cards and insights (docs/metrics.md). */
export const dashboardQueryOptions = (modelId: string) =>
  dashboardPanelQuery<DashboardResponse>(['dashboard', modelId], `/api/analytics/dashboard/?${modelParam(modelId)}`);
