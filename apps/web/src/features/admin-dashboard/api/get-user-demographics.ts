import type { UserDemographicsResponse } from '@shobdo/contracts';
import { dashboardPanelQuery } from './refresh';

/**
 * GET /api/analytics/user_demographics/: registered users, languages, top countries and age groups.
 * Asked without model_id: the panel describes every registered user, whichever model is selected.
 */
export const userDemographicsQueryOptions = () =>
  dashboardPanelQuery<UserDemographicsResponse>(['demographics'], '/api/analytics/user_demographics/');
