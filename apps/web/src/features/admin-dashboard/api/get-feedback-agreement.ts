import type { FeedbackAgreementResponse } from '@shobdo/contracts';
import { useQuery } from '@tanstack/react-query';
import { dashboardPanelQuery } from './refresh';

/** GET /api/moderation/feedback/agreement/: per model, how often it was right on reviewed analyses. */
export const useFeedbackAgreementQuery = () =>
  useQuery(
    dashboardPanelQuery<FeedbackAgreementResponse>(['feedback-agreement'], '/api/moderation/feedback/agreement/'),
  );
