import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAccountBodySchema } from '@shobdo/contracts';
import { errorResponses } from '../../../../lib/error-responses';
import { authRateLimit } from '../../../../lib/rate-limits';
import { deleteAccount } from '../../../../services/own-data/delete-account';

const route: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/me/',
    {
      // Rate limited like login: the password must not be guessable through this door.
      config: { access: 'user', rateLimit: authRateLimit(app) },
      schema: {
        tags: ['users'],
        summary: 'Delete your account and everything it owns',
        description:
          '`password`: the current password again (a wrong one is a 400). Deletes the account, its analyses, ' +
          'batches, sessions, activity and everything else it owns at once; every token of it answers 401 from the ' +
          'next request. The last active admin cannot delete themself (409). The admin audit log records who ' +
          'deleted their account and how many analyses went, not their content. Rate limited per address.',
        body: deleteAccountBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      await deleteAccount(app.db, request.user!, request.body.password);
      return reply.code(204).send(null);
    },
  );
};
export default route;
