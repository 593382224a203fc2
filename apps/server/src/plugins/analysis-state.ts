import fp from 'fastify-plugin';
import { AnalysisWriter } from '../services/analysis/analysis-writer';
import { createRecentBatches, type RecentBatches } from '../services/batch/find-batch';
import { BatchAnalysisThread } from '../services/batch/analysis-thread/analysis-thread';

declare module 'fastify' {
  interface FastifyInstance {
    /** Group commit of this app's analyses into its database (services/analysis/analysis-writer.ts). */
    analysisWriter: AnalysisWriter;
    /** The batches this app wrote to lately, so that an append starts without a read (services/batch/find-batch.ts). */
    recentBatches: RecentBatches;
    /** The thread that analyses half of a long batch request (services/batch/analysis-thread, decision 0105). */
    batchAnalysisThread: BatchAnalysisThread;
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
    const thread = new BatchAnalysisThread({ minTexts: app.config.batchThreadMinTexts, log: app.log });
    app.decorate('batchAnalysisThread', thread);
    app.addHook('onClose', () => thread.close());
  },
  { name: 'analysis-state', dependencies: ['database'] },
);
