import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perspectiveSuggestScoreRequestSchema, perspectiveSuggestScoreResponseSchema } from '@shobdo/contracts';
import { pickResponseLanguage } from '../../../../lib/accept-language';
import { usePerspectiveErrors } from '../../../../services/perspective/perspective-error-handler';
import { PERSPECTIVE_ACCESS, perspectiveSchema } from '../../../../services/perspective/route-schema';
import { suggestScore } from '../../../../services/perspective/suggest-score';

const plugin: FastifyPluginAsyncZod = async (app) => {
  usePerspectiveErrors(app);
  // "::" is a literal colon for fastify's router: the path is comments:suggestscore, as Perspective's.
  app.post(
    '/comments::suggestscore',
    {
      config: PERSPECTIVE_ACCESS,
      schema: perspectiveSchema({
        operationId: 'perspectiveSuggestCommentScore',
        summary: "Send a platform's verdict on a comment; it becomes a pending correction",
        description:
          'Google Perspective API compatible `comments:suggestscore`. The comment is analysed and stored under the ' +
          "key's owner; when the verdict (an attribute's summaryScore.value, 1 present, 0 absent) disagrees with the " +
          "model, it becomes the owner's pending correction for an admin to review (docs/integrations/perspective.md).",
        body: perspectiveSuggestScoreRequestSchema,
        answer: perspectiveSuggestScoreResponseSchema,
      }),
    },
    async (request) =>
      suggestScore(app, request.body, {
        userId: request.user!.id,
        role: request.user!.role,
        summaryLanguage: pickResponseLanguage(request.headers['accept-language']),
      }),
  );
};
export default plugin;
