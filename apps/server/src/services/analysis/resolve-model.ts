import { DEFAULT_MODEL_BY_TYPE, formatModelMessage, type AnalysisType } from '@shobdo/contracts';
import type { ModelRegistry, TextModel } from '@shobdo/nlp';
import { badRequest } from '../../lib/errors';

/**
 * The model a request asked for, or a clear 400: unknown and unavailable models are refused
 * (never answered by another model), and so is an analysis type the model was not trained for.
 * Either may be left out (decision 0089): without a model, the analysis type's default model
 * (DEFAULT_MODEL_BY_TYPE; the default model when both are left out); without an analysis type, the
 * model's own task. The analysis type to store is the model's task (`model.info.task`).
 */
export function resolveModel(
  registry: ModelRegistry,
  modelId: string | undefined,
  analysisType: AnalysisType | undefined,
): TextModel {
  const id = modelId ?? DEFAULT_MODEL_BY_TYPE[analysisType ?? 'classification'];
  const model = registry.get(id);
  // The words come from @shobdo/contracts so that the web app can recognise and translate them.
  if (!model) {
    const message = formatModelMessage('unavailable', { model: id });
    throw badRequest(message, { model_id: [message] });
  }
  if (analysisType !== undefined && model.info.task !== analysisType) {
    const message = formatModelMessage('wrongTask', { model: id, type: analysisType, task: model.info.task });
    throw badRequest(message, { analysis_type: [message] });
  }
  return model;
}
