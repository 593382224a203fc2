import type { UsageChartPoint } from '@shobdo/contracts';
import type { ChartRange } from '../logic/chart-range';
import { dashboardPanelQuery, modelParam } from './refresh';

/** The query string of a chart's model and range (a preset, or custom with its first and last day). */
export function chartQuery(modelId: string, range: ChartRange): string {
  const dates = range.filter === 'custom' ? `&start_date=${range.start}&end_date=${range.end}` : '';
  return `${modelParam(modelId)}&filter_type=${range.filter}${dates}`;
}

/** GET /api/analytics/usage_chart/: visits per day of the range, zero-filled by the server. */
export const usageChartQueryOptions = (modelId: string, range: ChartRange) =>
  dashboardPanelQuery<UsageChartPoint[]>(
    ['usage-chart', modelId, range],
    `/api/analytics/usage_chart/?${chartQuery(modelId, range)}`,
  );
