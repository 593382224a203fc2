import type { TextModel } from '../model/types';
import { evaluatePredictions, type EvaluationReport } from './metrics';
import type { LabelledText } from './read-csv';
import { argmax } from './train-linear-model';

export interface RowPredictions {
  predicted: string[];
  confidences: number[];
}

/** A shipped model's class and confidence for each row. Throws if a row's label is not one of the model's labels. */
export function predictRows(model: TextModel, rows: readonly LabelledText[]): RowPredictions {
  const unknown = rows.find((r) => !model.labels.includes(r.label));
  if (unknown)
    throw new Error(`label "${unknown.label}" is not one of the model's labels (${model.labels.join(', ')})`);
  const predicted: string[] = [];
  const confidences: number[] = [];
  for (const row of rows) {
    const p = model.probabilities(row.text);
    const best = argmax(p);
    predicted.push(model.labels[best] as string);
    confidences.push(p[best] as number);
  }
  return { predicted, confidences };
}

/** Runs a shipped model over labelled rows. Throws if a row's label is not one of the model's labels. */
export function evaluateModel(model: TextModel, rows: readonly LabelledText[]): EvaluationReport {
  const { predicted, confidences } = predictRows(model, rows);
  return evaluatePredictions(
    rows.map((r) => r.label),
    predicted,
    confidences,
    model.labels,
  );
}
