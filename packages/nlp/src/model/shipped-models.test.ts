import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Language } from '@shobdo/contracts';
import { describe, expect, it } from 'vitest';
import { MODELS_DIR, REPO_ROOT } from '../cli/paths';
import { hasSharedData } from '../testing/shared-data';
import { evaluateModel } from '../train/evaluate-model';
import { readLabelledCsv } from '../train/read-csv';
import { formatCardFigures } from './format-card-figures';
import { decodeModelFile } from './model-file';
import { loadModelRegistry } from './registry';
import { formatValidationLine } from './format-validation-line';

const DATA_DIR = resolve(REPO_ROOT, '../shared/data');
// The English card is the reference, the Bengali one its translation. Neither retypes a figure: both
// quote the blocks that card-figures.ts prints from the model files (`--lang bn` for Bengali), and the
// same formatter builds those blocks here, so both cards are held to the same source, the shipped files.
const CARDS: Record<Language, string> = {
  en: readFileSync(join(MODELS_DIR, 'MODEL_CARD.md'), 'utf8'),
  bn: readFileSync(join(MODELS_DIR, 'MODEL_CARD.bn.md'), 'utf8'),
};

describe('shipped models', () => {
  it('list the six product models, the default first, all active; every one reads romanized Bangla', async () => {
    const registry = await loadModelRegistry(MODELS_DIR);
    const ids = registry.list().map((m) => m.id);
    expect(ids).toEqual([
      'bangla-sentiment-v1',
      'shobdo-v1',
      'shobdo-v2',
      'multilingual-v1',
      'sentiment-pro',
      'spam-detector',
    ]);
    expect(registry.list().every((m) => m.status === 'active')).toBe(true);
    // Every Bengali model reads romanized Bangla through the transliteration (decision 0054); multilingual-v1
    // stays as an id and is shobdo-v2's file read the same way: the same answers, Bengali script or Latin.
    const multilingual = registry.get('multilingual-v1')!;
    for (const text of ['আমি তোকে খুন করব', 'ami tore khun korbo']) {
      expect(multilingual.predict(text)).toEqual(registry.get('shobdo-v2')!.predict(text));
      expect(multilingual.predict(text)).toEqual(registry.get('bangla-sentiment-v1')!.predict(text));
    }
    const romanized = registry.get('bangla-sentiment-v1')!.predict('ami tore khun korbo');
    expect(romanized.prediction).toBe('threat');
    expect(romanized.word_contributions.map((w) => w.word)).toContain('khun');
    expect(romanized.warnings.map((w) => w.code)).toContain('romanized_input');
    for (const id of ids) {
      const codes = registry
        .get(id)!
        .predict('ami tore khun korbo')
        .warnings.map((w) => w.code);
      expect(codes, id).toContain('romanized_input');
      expect(codes, id).not.toContain('unsupported_language');
    }
    for (const id of ids) {
      const perf = registry.performance(id);
      expect(perf, id).toBeDefined();
      // Both model cards quote the figures stored in the file.
      for (const [language, card] of Object.entries(CARDS) as [Language, string][]) {
        expect(card, `${language} ${id}`).toContain(formatValidationLine(perf!, language));
      }
    }
  }, 30_000);

  it.each(Object.keys(CARDS) as Language[])(
    'the %s model card quotes every shipped file’s figure block',
    (language) => {
      const files = listModelFiles();
      expect(files.length).toBe(4);
      for (const file of files) {
        const block = formatCardFigures(file, decodeModelFile(readFileSync(join(MODELS_DIR, file))), language);
        expect(CARDS[language], `${language} ${file}`).toContain(block);
      }
    },
    30_000,
  );

  it('say of a text with no word they know that the result is their starting point (decision 0092)', async () => {
    const registry = await loadModelRegistry(MODELS_DIR);
    for (const id of ['bangla-sentiment-v1', 'sentiment-pro', 'spam-detector']) {
      const model = registry.get(id)!;
      const nothing = model.predict('????');
      expect(
        nothing.word_contributions.every((w) => w.contribution === 0),
        id,
      ).toBe(true);
      expect(
        nothing.warnings.map((w) => w.code),
        id,
      ).toContain('no_words');
      expect(
        model.predict('ভাই খুব ভালো লাগলো').warnings.map((w) => w.code),
        id,
      ).not.toContain('no_words');
    }
  });

  it('say of a text of emoji alone that they never saw one, or that they know none of it (decision 0103)', async () => {
    const registry = await loadModelRegistry(MODELS_DIR);
    for (const id of ['bangla-sentiment-v1', 'sentiment-pro', 'spam-detector', 'multilingual-v1']) {
      const model = registry.get(id)!;
      // "Laughing, laughing, angry, swearing": the default model reads a threat in it from the angry face.
      const emoji = model.predict('😂😂😡🤬');
      const read = emoji.word_contributions.some((w) => w.contribution !== 0);
      expect(
        emoji.warnings.map((w) => w.code),
        id,
      ).toContain(read ? 'only_emoji' : 'no_words');
      expect(
        model.predict('ভাই 😂😂').warnings.map((w) => w.code),
        id,
      ).not.toContain('only_emoji');
    }
    expect(
      registry
        .get('bangla-sentiment-v1')!
        .predict('😂😂😡🤬')
        .warnings.map((w) => w.code),
    ).toContain('only_emoji');
  });

  it('keeps the cards in step: the same headings count, tables and code spans', () => {
    const count = (card: string, pattern: RegExp) => card.match(pattern)?.length ?? 0;
    for (const pattern of [/^#+ /gm, /^\|---/gm, /`[^`\n]+`/g]) {
      expect(count(CARDS.bn, pattern), String(pattern)).toBe(count(CARDS.en, pattern));
    }
  });

  it.skipIf(!hasSharedData(DATA_DIR))(
    'reproduce the model card figures on the validation splits',
    async () => {
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
    },
    120_000,
  );
});

/** The distinct model files of the registry (bangla-sentiment-v1 and shobdo-v2 share one). */
function listModelFiles(): string[] {
  const registry = JSON.parse(readFileSync(join(MODELS_DIR, 'registry.json'), 'utf8')) as {
    models: { file?: string | null }[];
  };
  return [...new Set(registry.models.flatMap((m) => (m.file ? [m.file] : [])))];
}
