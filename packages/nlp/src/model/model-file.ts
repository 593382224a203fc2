import { gunzipSync, gzipSync } from 'node:zlib';
import type { FeatureConfig } from '../features/feature-config';
import type { EvaluationReport } from './evaluation-report';
import type { Calibration } from './calibration';
import { unpackVocabularySection, type PackedVocabulary } from './packed-vocabulary';

export const MODEL_FORMAT = 'shobdo-linear';
export const MODEL_FORMAT_VERSION = 3;

/** Everything a model file says about itself besides its weights. */
export interface ModelMetadata {
  format: typeof MODEL_FORMAT;
  formatVersion: number;
  name: string;
  version: string;
  task: 'classification' | 'sentiment' | 'spam';
  labels: string[];
  features: FeatureConfig;
  /** Scores to probabilities, fitted on held-out data (format v3; v2 had a softmax temperature only). */
  calibration: Calibration;
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

/**
 * A decoded model as the server holds it: the same weights, the feature strings packed into one array
 * (packed-vocabulary.ts). Training and reports use LinearModelData; scoring takes either.
 */
export interface PackedModelData {
  meta: ModelMetadata;
  vocab: PackedVocabulary;
  weights: Float32Array;
}

// Weights are stored as int16 with one scale per class: 4x smaller than float64 and, with the 1/32767
// step relative to the largest weight, indistinguishable in accuracy (checked by the card's figures).
function quantise(weights: Float32Array, labelCount: number): { scales: number[]; data: Int16Array } {
  const scales = new Array<number>(labelCount).fill(0);
  weights.forEach((w, i) => {
    const k = i % labelCount;
    scales[k] = Math.max(scales[k] as number, Math.abs(w) / 32767);
  });
  const data = Int16Array.from(weights, (w, i) => {
    const s = scales[i % labelCount] as number;
    return s === 0 ? 0 : Math.round(w / s);
  });
  return { scales, data };
}

const MAGIC = 'SHOBDO-LINEAR\n';

/**
 * File layout, gzipped: magic line, then three length-prefixed (uint32 LE) sections: the metadata JSON
 * (with the weight scales), the feature strings joined by newlines (UTF-8), and the int16 LE weights,
 * feature-major. Binary sections keep loading fast: no base64, no giant JSON strings.
 */
export function encodeModelFile(model: LinearModelData): Buffer {
  const { scales, data } = quantise(model.weights, model.meta.labels.length);
  const sections = [
    Buffer.from(JSON.stringify({ ...model.meta, featureCount: model.vocab.length, scales })),
    Buffer.from(model.vocab.join('\n')),
    Buffer.from(data.buffer, data.byteOffset, data.byteLength),
  ];
  const parts: Buffer[] = [Buffer.from(MAGIC)];
  for (const section of sections) {
    const length = Buffer.alloc(4);
    length.writeUInt32LE(section.length);
    parts.push(length, section);
  }
  return gzipSync(Buffer.concat(parts), { level: 9 });
}

interface DecodedSections {
  meta: ModelMetadata;
  featureCount: number;
  vocabText: string;
  weights: Float32Array;
}

function decodeSections(bytes: Buffer): DecodedSections {
  const raw = gunzipSync(bytes);
  if (raw.subarray(0, MAGIC.length).toString('latin1') !== MAGIC) throw new Error('not a Shobdo model file');
  let offset = MAGIC.length;
  const next = (): Buffer => {
    const length = raw.readUInt32LE(offset);
    const section = raw.subarray(offset + 4, offset + 4 + length);
    offset += 4 + length;
    return section;
  };
  const header = JSON.parse(next().toString('utf8')) as ModelMetadata & { featureCount: number; scales: number[] };
  if (header.format !== MODEL_FORMAT || header.formatVersion !== MODEL_FORMAT_VERSION) {
    throw new Error(`unsupported model format ${String(header.format)} v${String(header.formatVersion)}`);
  }
  const vocabText = next().toString('utf8');
  const weightBytes = new Uint8Array(next()); // an aligned copy for the Int16Array view
  const q = new Int16Array(weightBytes.buffer, 0, weightBytes.byteLength / 2);
  const { featureCount, scales, ...meta } = header;
  if (q.length !== featureCount * meta.labels.length) throw new Error('corrupt model file');
  const weights = new Float32Array(q.length);
  const k = scales.length;
  for (let i = 0; i < q.length; i++) weights[i] = (q[i] as number) * (scales[i % k] as number);
  return { meta, featureCount, vocabText, weights };
}

/** The model with its feature strings as an array of strings (training, reports, tests). */
export function decodeModelFile(bytes: Buffer): LinearModelData {
  const { meta, featureCount, vocabText, weights } = decodeSections(bytes);
  const vocab = featureCount > 0 ? vocabText.split('\n') : [];
  if (vocab.length !== featureCount) throw new Error('corrupt model file');
  return { meta, vocab, weights };
}

/** The model with its feature strings packed (what the server keeps in memory); same weights. */
export function decodePackedModelFile(bytes: Buffer): PackedModelData {
  const { meta, featureCount, vocabText, weights } = decodeSections(bytes);
  return { meta, vocab: unpackVocabularySection(vocabText, featureCount), weights };
}
