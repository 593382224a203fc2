import type { HistoryQuery, HistoryResponse } from '@shobdo/contracts';
import type { Database } from '../../db/types';
import { listHistory } from './queries/analyses';
import { toHistoryItem } from './to-analysis';

export async function getHistory(db: Database, userId: string, query: HistoryQuery): Promise<HistoryResponse> {
  const { rows, total } = await listHistory(db, userId, query);
  return {
    results: rows.map(toHistoryItem),
    count: total,
    page: query.page,
    page_size: query.page_size,
    total_pages: Math.ceil(total / query.page_size),
  };
}
