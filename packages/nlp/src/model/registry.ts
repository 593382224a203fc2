import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ModelInfo, ModelPerformance } from '@shobdo/contracts';
import { decodePackedModelFile, type ModelMetadata, type PackedModelData } from './model-file';
import { createLinearTextModel } from './linear-text-model';
import type { TextModel } from './types';

/** One entry of models/registry.json. Several ids may point at the same file. */
export interface ManifestEntry {
  id: string;
  name: string;
  description: string;
  task: ModelInfo['task'];
  status: ModelInfo['status'];
  /** File name inside the models directory; absent for an unavailable model. */
  file?: string;
  /** Labels and version for a model without a file (the file's own metadata wins otherwise). */
  labels?: string[];
  version?: string;
  /** The writings the model reads (default: Bengali script only); 'romanized' transliterates Latin-letter words first. */
  reads?: ('bengali' | 'romanized')[];
  /**
   * Validation figures of this entry when they are not the file's: a model that reads the file's weights
   * differently (multilingual-v1 transliterates romanized words first) is measured on its own
   * (`npm run --silent eval -- --model <id> --data ...`; a test checks them).
   */
  validation?: ModelMetadata['validation'];
}

export interface ModelRegistry {
  list(): ModelInfo[];
  get(id: string): TextModel | undefined;
  performance(id: string): ModelPerformance | undefined;
}

function toPerformance(
  id: string,
  data: PackedModelData,
  own?: ModelMetadata['validation'],
): ModelPerformance | undefined {
  const v = own ?? data.meta.validation;
  if (!v) return undefined;
  return {
    model: id,
    version: data.meta.version,
    dataset: v.dataset,
    n: v.n,
    accuracy: v.accuracy,
    macro_f1: v.macro_f1,
    weighted_f1: v.weighted_f1,
    ece: v.ece,
    per_class: v.per_class,
    confusion: v.confusion,
  };
}

export async function readManifest(modelsDir: string): Promise<ManifestEntry[]> {
  const raw = JSON.parse(await readFile(join(modelsDir, 'registry.json'), 'utf8')) as { models: ManifestEntry[] };
  return raw.models;
}

/** Loads every active model listed in `<modelsDir>/registry.json`; each file is decoded once. */
export async function loadModelRegistry(modelsDir: string): Promise<ModelRegistry> {
  const manifest = await readManifest(modelsDir);
  const files = new Map<string, PackedModelData>();
  for (const entry of manifest) {
    if (entry.status !== 'active' || !entry.file || files.has(entry.file)) continue;
    files.set(entry.file, decodePackedModelFile(await readFile(join(modelsDir, entry.file))));
  }
  const infos: ModelInfo[] = [];
  const models = new Map<string, TextModel>();
  const performances = new Map<string, ModelPerformance>();
  for (const entry of manifest) {
    const data = entry.file && entry.status === 'active' ? files.get(entry.file) : undefined;
    const info: ModelInfo = {
      id: entry.id,
      name: entry.name,
      description: entry.description,
      task: entry.task,
      labels: data?.meta.labels ?? entry.labels ?? [],
      status: data ? entry.status : 'unavailable',
      version: data?.meta.version ?? entry.version ?? '0.0.0',
    };
    infos.push(info);
    if (!data) continue;
    models.set(entry.id, createLinearTextModel(data, info, { reads: entry.reads }));
    const perf = toPerformance(entry.id, data, entry.validation);
    if (perf) performances.set(entry.id, perf);
  }
  return {
    list: () => infos.map((i) => ({ ...i, labels: [...i.labels] })),
    get: (id) => models.get(id),
    performance: (id) => performances.get(id),
  };
}
