import { z } from 'zod';
import { ADMIN_MAX_BULK_IDS } from './admin-users';
import { adminPageOf, adminPageQuery, optionalQuery } from './paging';

export * from './feedback-constants';
import { FEEDBACK_DECISIONS, FEEDBACK_NOTE_MAX, FEEDBACK_SOURCES, FEEDBACK_STATUSES } from './feedback-constants';

const LABEL_MAX = 50;

/** Body of POST /api/analysis/analyses/{id}/feedback/. */
export const feedbackBodySchema = z
  .object({
    correct_label: z.string().trim().min(1).max(LABEL_MAX),
    note: z.string().trim().max(FEEDBACK_NOTE_MAX).optional(),
  })
  .strict();
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

/** A correction as its author sees it. */
export const feedbackEntrySchema = z.object({
  id: z.string(),
  analysis_id: z.string(),
  model_id: z.string(),
  predicted_label: z.string(),
  predicted_confidence: z.number(),
  correct_label: z.string(),
  note: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  source: z.enum(FEEDBACK_SOURCES),
  created_at: z.string(),
  updated_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;

/** GET /api/analysis/analyses/{id}/feedback/: the caller's own correction of that analysis, if any. */
export const ownFeedbackSchema = z.object({ feedback: feedbackEntrySchema.nullable() });
export type OwnFeedback = z.infer<typeof ownFeedbackSchema>;

/** Query of GET /api/moderation/feedback/. */
export const feedbackListQuerySchema = z
  .object({
    status: optionalQuery(z.enum(FEEDBACK_STATUSES)),
    model_id: optionalQuery(z.string().trim().max(100)),
    label: optionalQuery(z.string().trim().max(LABEL_MAX)),
    ...adminPageQuery,
  })
  .strict();
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;

/** One row of the review list: the correction, the analysed text and who reported and reviewed it. */
export const feedbackReviewRowSchema = feedbackEntrySchema.extend({
  text: z.string(),
  user: z.object({ id: z.string(), username: z.string() }),
  reviewed_by: z.object({ id: z.string(), username: z.string() }).nullable(),
});
export type FeedbackReviewRow = z.infer<typeof feedbackReviewRowSchema>;

export const feedbackListResponseSchema = adminPageOf('entries', feedbackReviewRowSchema);
export type FeedbackListResponse = z.infer<typeof feedbackListResponseSchema>;

/** Body of POST /api/moderation/feedback/{id}/review/. */
export const feedbackReviewBodySchema = z.object({ decision: z.enum(FEEDBACK_DECISIONS) }).strict();
export type FeedbackReviewBody = z.infer<typeof feedbackReviewBodySchema>;

/** Body of POST /api/moderation/feedback/review/: one decision for many corrections. */
export const feedbackBulkReviewBodySchema = z
  .object({ ids: z.array(z.uuid()).min(1).max(ADMIN_MAX_BULK_IDS), decision: z.enum(FEEDBACK_DECISIONS) })
  .strict();
export type FeedbackBulkReviewBody = z.infer<typeof feedbackBulkReviewBodySchema>;

/** Query of GET /api/moderation/feedback/export/ (CSV). */
export const feedbackExportQuerySchema = z
  .object({ status: optionalQuery(z.enum(FEEDBACK_STATUSES)).transform((v) => v ?? 'accepted') })
  .strict();

/** One confusion seen in reviews: the class it was (true) and the class the model gave. */
export const feedbackConfusionSchema = z.object({
  true_label: z.string(),
  predicted_label: z.string(),
  count: z.number().int(),
});

/**
 * How often a model is right on reviewed analyses (docs/metrics.md, "Agreement"): a rejected correction
 * means the model was right, an accepted one that it was wrong.
 */
export const modelAgreementSchema = z.object({
  model_id: z.string(),
  reviewed: z.number().int(),
  agreed: z.number().int(),
  corrected: z.number().int(),
  /** agreed / reviewed in percent, null with no reviews. */
  agreement_rate: z.number().nullable(),
  pending: z.number().int(),
  confusions: z.array(feedbackConfusionSchema),
});
export type ModelAgreement = z.infer<typeof modelAgreementSchema>;
export const feedbackAgreementResponseSchema = z.object({ models: z.array(modelAgreementSchema) });
export type FeedbackAgreementResponse = z.infer<typeof feedbackAgreementResponseSchema>;
