import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackBodySchema, feedbackEntrySchema, ownFeedbackSchema } from '@shobdo/contracts';
import { errorResponses } from '../../../../lib/error-responses';
import { submitFeedback } from '../../../../services/feedback/submit-feedback';
import { getOwnFeedback } from '../../../../services/feedback/get-own-feedback';

// A malformed id is a 404 like any unknown id (the service checks the shape).
const params = z.object({ id: z.string().max(100) });

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/feedback/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['analysis'],
        summary: 'Say the result of an analysis is wrong: the class it should have been (a correction)',
        description:
          "The analysis's owner or an admin (another user's analysis is a 404; an anonymous analysis is for admins " +
          'only, 403). `correct_label` must be a class of the model that made the analysis, and not the one it gave ' +
          '(400 with details). One correction per person per analysis: the first answers 201, a second replaces ' +
          'the first, pending again, and answers 200. A moderator or an admin reviews it (GET /api/moderation/feedback/).',
        params,
        body: feedbackBodySchema,
        response: {
          200: feedbackEntrySchema,
          201: feedbackEntrySchema,
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const { entry, created } = await submitFeedback(app.db, {
        analysisId: request.params.id,
        userId: user.id,
        role: user.role,
        correctLabel: request.body.correct_label,
        note: request.body.note,
        source: 'web',
      });
      return reply.code(created ? 201 : 200).send(entry);
    },
  );

  app.get(
    '/:id/feedback/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['analysis'],
        summary: "The caller's own correction of an analysis (feedback: null when they have not sent one)",
        description: "Only ever the caller's own entry, even for an admin; the same 404/403 rules as sending one.",
        params,
        response: { 200: ownFeedbackSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const user = request.user!;
      return { feedback: await getOwnFeedback(app.db, request.params.id, { id: user.id, role: user.role }) };
    },
  );
};
export default plugin;
