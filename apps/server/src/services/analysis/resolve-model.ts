import type { AnalysisType } from '@shobdo/contracts';
import type { ModelRegistry, TextModel } from '@shobdo/nlp';
import { badRequest } from '../../lib/errors';

/**
 * The model a request asked for, or a clear 400: unknown and unavailable models are refused
 * (never answered by another model), and so is an analysis type the model was not trained for.
 */
export function resolveModel(registry: ModelRegistry, modelId: string, analysisType: AnalysisType): TextModel {
  const model = registry.get(modelId);
  if (!model) throw badRequest(`Model "${modelId}" is not available.`, { model_id: [`Model "${modelId}" is not available.`] });
  if (model.info.task !== analysisType) {
    const message = `Model "${modelId}" does not support analysis type "${analysisType}"; it performs "${model.info.task}".`;
    throw badRequest(message, { analysis_type: [message] });
  }
  return model;
}
