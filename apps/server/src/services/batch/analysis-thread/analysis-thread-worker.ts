import { loadModelRegistry, type ModelRegistry } from '@shobdo/nlp';
import { MODELS_DIR } from '../../analysis/models-dir';
import { analyseSlice, type AnalysedTexts } from '../analyse-batch-texts';
import type { ThreadTask } from './analysis-thread';

// The thread reads the same model files as the server's thread, once, when the thread starts.
let registry: Promise<ModelRegistry> | undefined;

/** piscina's task function: loads the models ('warm'), or analyses one slice of a batch request. */
export default async function run(task: ThreadTask): Promise<AnalysedTexts | null> {
  registry ??= loadModelRegistry(MODELS_DIR);
  const models = await registry;
  if (task.kind === 'warm') return null;
  const model = models.get(task.modelId);
  // The server's thread then analyses the slice itself: its model is the one the batch stores.
  if (!model || model.info.version !== task.version) {
    throw new Error(`the batch analysis thread has no ${task.modelId} ${task.version}`);
  }
  return analyseSlice(model, task.slice);
}
