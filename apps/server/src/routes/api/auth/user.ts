import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSchema } from '@shobdo/contracts';
import { getCurrentUser } from '../../../services/users/accounts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: userSchema },
      },
    },
    async (request) => getCurrentUser(app.db, request.user!.id),
  );
};
export default route;
