import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileBodySchema, userSchema } from '@shobdo/contracts';
import { errorResponses } from '../../../../lib/error-responses';
import { updateProfile } from '../../../../services/users/accounts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/me/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: "Update the signed-in user's profile",
        description: 'Only the listed fields; anything else (role, status, username) is a 400.',
        body: profileBodySchema,
        response: { 200: userSchema, ...errorResponses(400) },
      },
    },
    async (request) => updateProfile(app.db, request.user!.id, request.body),
  );
};
export default route;
