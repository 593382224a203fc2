import fp from 'fastify-plugin';
import { badRequest, type ErrorDetails } from '../lib/errors';
import { findNulFields, NUL_MESSAGE } from '../lib/find-nul';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Top-level body or query fields in which this route handles U+0000 itself (the analyzed text
     * keeps its length with U+FFFD in its place); everywhere else a NUL is a 400.
     */
    acceptNul?: readonly string[];
  }
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000 (SQLSTATE 22021 / 22P05). Rather than let each
 * route find out from the database with a 500, every request's JSON body and query string is
 * checked before validation, for every route including ones added later: a NUL in any string or
 * key is a 400 naming the field. Runs after the auth guards (onRequest), so 401 still comes first.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const accepted = request.routeOptions.config?.acceptNul ?? [];
      const fields = [...findNulFields(request.body, accepted), ...findNulFields(request.query, accepted)];
      if (fields.length === 0) return;
      const details: ErrorDetails = Object.fromEntries(fields.map((field) => [field, [NUL_MESSAGE]]));
      throw badRequest(undefined, details);
    });
  },
  { name: 'reject-nul' },
);
