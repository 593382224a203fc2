import type { ClassShareResponse } from '@shobdo/contracts';
import type { ChartRange } from '../logic/chart-range';
import { chartQuery } from './get-usage-chart';
import { dashboardPanelQuery } from './refresh';

/** GET /api/analytics/class_share/: each detected class's share per day, for the selected model. */
export const classShareQueryOptions = (modelId: string, range: ChartRange) =>
  dashboardPanelQuery<ClassShareResponse>(
    ['class-share', modelId, range],
    `/api/analytics/class_share/?${chartQuery(modelId, range)}`,
  );
