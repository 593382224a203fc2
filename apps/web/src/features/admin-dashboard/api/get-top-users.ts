import type { TopUsersResponse } from '@shobdo/contracts';
import { dashboardPanelQuery, modelParam } from './refresh';

/** GET /api/analytics/top_users/: the ten users with the most analyses of the model. */
export const topUsersQueryOptions = (modelId: string) =>
  dashboardPanelQuery<TopUsersResponse>(['top-users', modelId], `/api/analytics/top_users/?${modelParam(modelId)}`);
