import { formatModelMessage, type AnalysisType } from '@shobdo/contracts';
import type { ModelRegistry, TextModel } from '@shobdo/nlp';
import { badRequest } from '../../lib/errors';

/**
 * The model a request asked for, or a clear 400: unknown and unavailable models are refused
 * (never answered by another model), and so is an analysis type the model was not trained for.
 */
export function resolveModel(registry: ModelRegistry, modelId: string, analysisType: AnalysisType): TextModel {
  const model = registry.get(modelId);
  // The words come from @shobdo/contracts so that the web app can recognise and translate them.
  if (!model) {
    const message = formatModelMessage('unavailable', { model: modelId });
    throw badRequest(message, { model_id: [message] });
  }
  if (model.info.task !== analysisType) {
    const message = formatModelMessage('wrongTask', { model: modelId, type: analysisType, task: model.info.task });
    throw badRequest(message, { analysis_type: [message] });
  }
  return model;
}
