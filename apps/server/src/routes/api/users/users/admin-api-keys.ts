import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiKeyIdParamsSchema, apiKeyListSchema } from '@shobdo/contracts';
import { errorResponses } from '../../../../lib/error-responses';
import { listApiKeys } from '../../../../services/api-keys/list-api-keys';
import { revokeApiKey } from '../../../../services/api-keys/revoke-api-key';

const userParams = z.object({ id: z.uuid() });

/** An admin sees and revokes any account's API keys (a leaked key, a departed integrator). */
const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/api_keys/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "An account's API keys, newest first (admin)",
        description: '404 when the account does not exist.',
        params: userParams,
        response: { 200: apiKeyListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => listApiKeys(app.db, app.apiKeyUsage, request.params.id, { mustExist: true }),
  );

  app.delete(
    '/:id/api_keys/:key_id/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Revoke an account's API key (admin); the next request with it is refused",
        description: 'Recorded in the admin audit log. 404 when that account holds no such key.',
        params: userParams.extend(apiKeyIdParamsSchema.shape),
        response: { 204: z.null(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      await revokeApiKey(app.db, request.user!, request.params.id, request.params.key_id);
      return reply.code(204).send(null);
    },
  );
};
export default plugin;
