import type { Language } from '@shobdo/contracts';
import type { Calibration } from './calibration';
import type { LinearModelData } from './model-file';
import { formatValidationLine } from './format-validation-line';

/**
 * The figure block of one model file as it stands in models/MODEL_CARD.md (English) and
 * models/MODEL_CARD.bn.md (Bengali). Both cards quote this output, and a test checks each card against
 * the shipped files, so the numbers have one source, the files. Only the words around the numbers are
 * translated: numbers, settings JSON, file names, hashes and labels stay as the files write them.
 */
const WORDS = {
  en: {
    featuresKept: 'Features kept',
    settings: 'settings',
    calibration: 'calibration',
    sigmoid: (slope: string, offset: string) => `one-vs-rest sigmoid, slope ${slope}, offset ${offset}`,
    softmax: (temperature: string) => `softmax, temperature ${temperature}`,
    trainingData: 'Training data',
    rows: 'rows',
    seed: 'seed',
    validation: 'Validation',
    perClassHeader: '| class | precision | recall | F1 | support |',
    confusion: 'Confusion matrix (rows: true, columns: predicted)',
  },
  bn: {
    featuresKept: 'রাখা ফিচার',
    settings: 'সেটিং',
    calibration: 'ক্যালিব্রেশন',
    sigmoid: (slope: string, offset: string) => `ওয়ান-ভার্সাস-রেস্ট সিগময়েড, ঢাল ${slope}, অফসেট ${offset}`,
    softmax: (temperature: string) => `সফটম্যাক্স, তাপমাত্রা ${temperature}`,
    trainingData: 'প্রশিক্ষণ ডেটা',
    rows: 'সারি',
    seed: 'সিড',
    validation: 'যাচাই',
    perClassHeader: '| শ্রেণি | প্রিসিশন | রিকল | F1 | সাপোর্ট |',
    confusion: 'কনফিউশন ম্যাট্রিক্স (সারি: প্রকৃত শ্রেণি, কলাম: পূর্বাভাসিত শ্রেণি)',
  },
} as const;

const f4 = (x: number) => x.toFixed(4);

function describeCalibration(c: Calibration, language: Language): string {
  const words = WORDS[language];
  return c.method === 'softmax' ? words.softmax(f4(c.temperature)) : words.sigmoid(f4(c.slope), f4(c.offset));
}

/** The Markdown block for `fileName` (heading, settings, validation line, per-class table, confusion matrix). */
export function formatCardFigures(
  fileName: string,
  model: Pick<LinearModelData, 'meta' | 'vocab'>,
  language: Language,
): string {
  const { meta, vocab } = model;
  const words = WORDS[language];
  const t = meta.training;
  const lines = [
    `#### ${meta.name} ${meta.version} (\`${fileName}\`)`,
    '',
    `- ${words.featuresKept}: ${vocab.length}; ${words.settings}: \`${JSON.stringify(t.settings)}\`; ${words.calibration} ${describeCalibration(meta.calibration, language)}`,
    `- ${words.trainingData}: \`${t.data}\` (${t.rows} ${words.rows}, sha256 \`${t.sha256}\`), ${words.seed} ${t.seed}`,
  ];
  const v = meta.validation;
  if (v) {
    lines.push(
      `- ${words.validation}: ${formatValidationLine(v, language)}`,
      '',
      words.perClassHeader,
      '|---|---|---|---|---|',
    );
    for (const [label, m] of Object.entries(v.per_class)) {
      lines.push(`| ${label} | ${f4(m.precision)} | ${f4(m.recall)} | ${f4(m.f1)} | ${m.support} |`);
    }
    const labels = v.confusion.labels;
    lines.push('', words.confusion, '', `| | ${labels.join(' | ')} |`, `|---|${labels.map(() => '---').join('|')}|`);
    v.confusion.matrix.forEach((row, i) => lines.push(`| **${labels[i]}** | ${row.join(' | ')} |`));
  }
  return lines.join('\n');
}
