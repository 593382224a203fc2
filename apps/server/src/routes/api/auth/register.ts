import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authResponseSchema, registerBodySchema } from '@shobdo/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { authRateLimit } from '../../../lib/rate-limits';
import { startSession } from '../../../services/auth/sessions';
import { createAccount } from '../../../services/users/accounts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register/',
    {
      config: { access: 'public', skipAuth: true, rateLimit: authRateLimit(app) },
      schema: {
        tags: ['auth'],
        summary: 'Create an account (role user) and sign in',
        description:
          'Validated like the sign-up form (validateSignup): 400 with `details` per field. ' +
          'A taken username or email is a 400 naming the field. Unknown fields (role included) are a 400.',
        body: registerBodySchema,
        response: { 201: authResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { password_confirm: _confirm, ...account } = request.body;
      const user = await createAccount(app.db, account);
      const session = await startSession({ db: app.db, secret: app.config.secret }, user, false);
      return reply.code(201).send(session);
    },
  );
};
export default route;
