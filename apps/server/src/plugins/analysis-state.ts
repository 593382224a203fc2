import fp from 'fastify-plugin';
import { AnalysisWriter } from '../services/analysis/analysis-writer';
import { createRecentBatches, type RecentBatches } from '../services/batch/find-batch';

declare module 'fastify' {
  interface FastifyInstance {
    /** Group commit of this app's analyses into its database (services/analysis/analysis-writer.ts). */
    analysisWriter: AnalysisWriter;
    /** The batches this app wrote to lately, so that an append starts without a read (services/batch/find-batch.ts). */
    recentBatches: RecentBatches;
  }
}

/**
 * What analysing keeps between requests belongs to the app that keeps it, not to the module: two apps in
 * one process (tests build many, each on its own database) share neither pending rows nor remembered batches.
 */
export default fp(
  async (app) => {
    app.decorate('analysisWriter', new AnalysisWriter(app.db));
    app.decorate('recentBatches', createRecentBatches());
  },
  { name: 'analysis-state', dependencies: ['database'] },
);
