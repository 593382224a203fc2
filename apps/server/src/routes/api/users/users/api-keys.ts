import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiKeyListSchema, createApiKeyBodySchema, createdApiKeySchema } from '@shobdo/contracts';
import { errorResponses } from '../../../../lib/error-responses';
import { createApiKey } from '../../../../services/api-keys/create-api-key';
import { listApiKeys } from '../../../../services/api-keys/list-api-keys';
import { revokeApiKey } from '../../../../services/api-keys/revoke-api-key';

/**
 * The signed-in user's own API keys (decision 0042). Account routes: a key cannot call them (403), so a
 * leaked key cannot mint more keys or revoke its owner's others.
 */
const plugin: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/me/api_keys/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Create an API key; the whole key is in this answer only',
        description:
          "Only the key's SHA-256 hash is stored, so it cannot be shown again. A program sends it as `X-Api-Key` " +
          "to analyse, run batches and read its owner's analyses. 400 for an empty or over-long name, or beyond " +
          '20 keys. Recorded in the admin audit log.',
        body: createApiKeyBodySchema,
        response: { 201: createdApiKeySchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const created = await createApiKey(app.db, request.user!.id, request.body.name, { actor: request.user! });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/me/api_keys/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: "The signed-in user's API keys, newest first (never the keys themselves)",
        description: '`last_used_at` and `request_count` are written every few seconds, so they may trail a little.',
        response: { 200: apiKeyListSchema },
      },
    },
    async (request) => listApiKeys(app.db, app.apiKeyUsage, request.user!.id),
  );

  app.delete(
    '/me/api_keys/:id/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Revoke one of your API keys: the next request with it is refused',
        description: "404 for an unknown key or another user's. Recorded in the admin audit log.",
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      await revokeApiKey(app.db, request.user!, request.user!.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
export default plugin;
