import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODELS_DIR, REPO_ROOT } from '../cli/paths';
import { evaluateModel } from '../train/evaluate-model';
import { readLabelledCsv } from '../train/read-csv';
import { loadModelRegistry } from './registry';
import { formatValidationLine } from './format-validation-line';

const DATA_DIR = resolve(REPO_ROOT, '../shared/data');
const card = readFileSync(join(MODELS_DIR, 'MODEL_CARD.md'), 'utf8');

describe('shipped models', () => {
  it('list the six product models, the default first, multilingual-v1 unavailable', async () => {
    const registry = await loadModelRegistry(MODELS_DIR);
    const ids = registry.list().map((m) => m.id);
    expect(ids).toEqual(['bangla-sentiment-v1', 'shobdo-v1', 'shobdo-v2', 'multilingual-v1', 'sentiment-pro', 'spam-detector']);
    expect(registry.get('multilingual-v1')).toBeUndefined();
    for (const id of ids.filter((i) => i !== 'multilingual-v1')) {
      const perf = registry.performance(id);
      expect(perf, id).toBeDefined();
      // The model card quotes the figures stored in the file.
      expect(card, id).toContain(formatValidationLine(perf!));
    }
  }, 30_000);

  it.skipIf(!existsSync(DATA_DIR))('reproduce the model card figures on the validation splits', async () => {
    const registry = await loadModelRegistry(MODELS_DIR);
    for (const info of registry.list()) {
      const model = registry.get(info.id);
      const perf = registry.performance(info.id);
      if (!model || !perf) continue;
      const report = evaluateModel(model, readLabelledCsv(join(DATA_DIR, perf.dataset)).rows);
      expect(formatValidationLine({ ...perf, ...report }), info.id).toBe(formatValidationLine(perf));
      expect(report.confusion, info.id).toEqual(perf.confusion);
      for (const [label, m] of Object.entries(report.per_class)) {
        expect(m.f1, `${info.id} ${label}`).toBeCloseTo(perf.per_class[label]?.f1 ?? NaN, 10);
      }
    }
  }, 120_000);
});
