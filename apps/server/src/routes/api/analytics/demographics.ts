import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ageGroupsResponseSchema,
  countriesResponseSchema,
  modelQuerySchema,
  userDemographicsResponseSchema,
} from '@shobdo/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { ensureFreshRollups } from '../../../services/analytics/ensure-fresh-rollups';
import { readUserFigures } from '../../../services/analytics/read-user-figures';

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);

const route: FastifyPluginAsyncZod = async (app) => {
  const common = {
    config: { access: 'admin' as const },
  };
  const describe = (summary: string) => ({
    tags: ['analytics'],
    summary,
    description: 'Registered users; with `model_id`, only those who analysed with that model. See docs/metrics.md.',
    querystring: modelQuerySchema,
  });

  app.get(
    '/countries/',
    {
      ...common,
      schema: {
        ...describe('Top five countries of registered users'),
        response: { 200: countriesResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const modelId = request.query.model_id;
      if (modelId) await ensureFreshRollups(app);
      const { users, countries } = await readUserFigures(app.db, modelId);
      return {
        total_users: users.total,
        users_with_country: countries.usersWithCountry,
        countries: countries.countries,
      };
    },
  );

  app.get(
    '/age_groups/',
    {
      ...common,
      schema: {
        ...describe('Registered users by age group'),
        response: { 200: ageGroupsResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const modelId = request.query.model_id;
      if (modelId) await ensureFreshRollups(app);
      const { users, ages } = await readUserFigures(app.db, modelId);
      return { total_users: users.total, users_with_age: ages.usersWithAge, age_groups: ages.groups };
    },
  );

  app.get(
    '/user_demographics/',
    {
      ...common,
      schema: {
        ...describe('Registered users, preferred languages, top countries and age groups'),
        response: { 200: userDemographicsResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const modelId = request.query.model_id;
      if (modelId) await ensureFreshRollups(app);
      const { users, countries, ages } = await readUserFigures(app.db, modelId);
      return {
        total_users: users.total,
        bangla_percentage: percent(users.bangla, users.total),
        english_percentage: percent(users.english, users.total),
        countries: countries.countries,
        age_groups: ages.groups,
      };
    },
  );
};
export default route;
