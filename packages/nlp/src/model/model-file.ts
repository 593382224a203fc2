import { gunzipSync, gzipSync } from 'node:zlib';
import type { FeatureConfig } from '../features/feature-config';
import type { EvaluationReport } from '../train/metrics';

export const MODEL_FORMAT = 'shobdo-linear';
export const MODEL_FORMAT_VERSION = 1;

/** Everything a model file says about itself besides its weights. */
export interface ModelMetadata {
  format: typeof MODEL_FORMAT;
  formatVersion: number;
  name: string;
  version: string;
  task: 'classification' | 'sentiment' | 'spam';
  labels: string[];
  features: FeatureConfig;
  /** Softmax temperature fitted on held-out data. */
  temperature: number;
  bias: number[];
  training: {
    data: string;
    sha256: string;
    rows: number;
    seed: number;
    settings: Record<string, unknown>;
    tuning: Record<string, unknown>;
  };
  /** Validation figures of this very file (quantised weights), as printed by `npm run eval`. */
  validation: (EvaluationReport & { dataset: string; sha256: string }) | null;
}

/** A decoded model: metadata, the feature strings and feature-major weights w[f * labels + k]. */
export interface LinearModelData {
  meta: ModelMetadata;
  vocab: string[];
  weights: Float32Array;
}

// Weights are stored as int16 with one scale per class: 4x smaller than float64 and, with the 1/32767
// step relative to the largest weight, indistinguishable in accuracy (checked by the card's figures).
function quantise(weights: Float32Array, labelCount: number): { scales: number[]; data: string } {
  const scales = new Array<number>(labelCount).fill(0);
  weights.forEach((w, i) => {
    const k = i % labelCount;
    scales[k] = Math.max(scales[k] as number, Math.abs(w) / 32767);
  });
  const q = Int16Array.from(weights, (w, i) => {
    const s = scales[i % labelCount] as number;
    return s === 0 ? 0 : Math.round(w / s);
  });
  return { scales, data: Buffer.from(q.buffer, q.byteOffset, q.byteLength).toString('base64') };
}

function dequantise(scales: number[], data: string): Float32Array {
  const bytes = Buffer.from(data, 'base64');
  const copy = new Uint8Array(bytes); // aligned copy for the Int16Array view
  const q = new Int16Array(copy.buffer, 0, copy.byteLength / 2);
  return Float32Array.from(q, (v, i) => v * (scales[i % scales.length] as number));
}

export function encodeModelFile(model: LinearModelData): Buffer {
  const { scales, data } = quantise(model.weights, model.meta.labels.length);
  const body = { ...model.meta, vocab: model.vocab.join('\n'), weights: { scales, data } };
  return gzipSync(Buffer.from(JSON.stringify(body)), { level: 9 });
}

export function decodeModelFile(bytes: Buffer): LinearModelData {
  const body = JSON.parse(gunzipSync(bytes).toString('utf8')) as ModelMetadata & {
    vocab: string;
    weights: { scales: number[]; data: string };
  };
  if (body.format !== MODEL_FORMAT || body.formatVersion !== MODEL_FORMAT_VERSION) {
    throw new Error(`unsupported model format ${String(body.format)} v${String(body.formatVersion)}`);
  }
  const { vocab, weights, ...meta } = body;
  return { meta, vocab: vocab.length > 0 ? vocab.split('\n') : [], weights: dequantise(weights.scales, weights.data) };
}
