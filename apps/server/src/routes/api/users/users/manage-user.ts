import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordResetBodySchema, roleChangeBodySchema, userSchema } from '@shobdo/contracts';
import { errorResponses } from '../../../../lib/error-responses';
import { changeRole } from '../../../../services/admin-users/queries/change-role';
import { resetPassword } from '../../../../services/admin-users/queries/reset-password';

const params = z.object({ id: z.uuid() });

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/role/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Change an account's role (admin)",
        description:
          "The account's sessions end, so the new role applies from its next sign-in. 400 for your own account or " +
          'when no active admin would be left. Recorded in the admin audit log with the old and new role.',
        params,
        body: roleChangeBodySchema,
        response: { 200: userSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => changeRole(app.db, request.user!, request.params.id, request.body.role),
  );

  app.post(
    '/:id/reset_password/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Set a new password for an account (admin); every session of that account ends',
        description:
          "The 'Forgot password' answer: an admin sets a password and hands it over. Recorded in the admin audit log (without the password).",
        params,
        body: passwordResetBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      await resetPassword(app.db, request.user!, request.params.id, request.body.new_password);
      return reply.code(204).send(null);
    },
  );
};
export default plugin;
