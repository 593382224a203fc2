import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackAgreementResponseSchema } from '@shobdo/contracts';
import { getAgreement } from '../../../../services/feedback/queries/get-agreement';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/agreement/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['moderation'],
        summary: 'Per model: how often it was right on reviewed analyses, and its commonest confusions (admin)',
        description:
          'A rejected correction counts as the model right (agreed), an accepted one as wrong (corrected); ' +
          '`agreement_rate` = agreed / (agreed + corrected) in percent, null before any review. `confusions`: the ' +
          'five commonest (true class -> predicted class) of accepted corrections. Definition: docs/metrics.md.',
        response: { 200: feedbackAgreementResponseSchema },
      },
    },
    async () => getAgreement(app.db),
  );
};
export default plugin;
