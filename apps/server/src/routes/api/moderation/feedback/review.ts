import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkResultSchema,
  FEEDBACK_MESSAGES,
  feedbackBulkReviewBodySchema,
  feedbackEntrySchema,
  feedbackReviewBodySchema,
} from '@shobdo/contracts';
import { errorResponses } from '../../../../lib/error-responses';
import { notFound } from '../../../../lib/errors';
import { reviewFeedback } from '../../../../services/feedback/review-feedback';
import { toFeedbackEntry } from '../../../../services/feedback/to-feedback-entry';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const params = z.object({ id: z.string().max(100) });

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/review/',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['moderation'],
        summary: 'Accept or reject one correction (moderator or admin)',
        description:
          '`decision`: accept (the model was wrong; the text becomes a training row with the suggested class) or ' +
          'reject (the model was right). A decision may be changed later. Recorded in the admin audit log.',
        params,
        body: feedbackReviewBodySchema,
        response: { 200: feedbackEntrySchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      if (!UUID.test(request.params.id)) throw notFound(FEEDBACK_MESSAGES.reviewNotFound);
      const { rows } = await reviewFeedback(app.db, request.user!, [request.params.id], request.body.decision);
      if (!rows[0]) throw notFound(FEEDBACK_MESSAGES.reviewNotFound);
      return toFeedbackEntry(rows[0]);
    },
  );

  app.post(
    '/review/',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['moderation'],
        summary: 'Accept or reject many corrections at once (moderator or admin)',
        description:
          '`ids`: 1 to 1000 correction ids (duplicates count once), `decision`: accept or reject. Answers how many ' +
          'changed and the ids that match no correction. Each decision is recorded in the admin audit log.',
        body: feedbackBulkReviewBodySchema,
        response: { 200: bulkResultSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { updated, not_found } = await reviewFeedback(
        app.db,
        request.user!,
        request.body.ids,
        request.body.decision,
      );
      return { updated, not_found };
    },
  );
};
export default plugin;
