import type { AnalysisWarning, ClassProbability } from '@shobdo/contracts';
import { detectInputScript, type InputScript } from '../text/detect-language';

/** The writings a model reads: Bengali script always, romanized Bangla for multilingual-v1. */
export type ModelReads = readonly ('bengali' | 'romanized')[];

/** Below this confidence (percent) a result is called uncertain: half for three classes or more, 60 for two. */
export function lowConfidenceThreshold(classCount: number): number {
  return classCount <= 2 ? 60 : 50;
}
/** Two classes within this many percentage points are close (the summary's runner-up rule). */
export const CLOSE_CLASSES_MARGIN = 15;

const SCRIPT_NAMES: Record<InputScript, { en: string; bn: string }> = {
  bengali: { en: 'Bengali script', bn: 'বাংলা হরফ' },
  romanized: { en: 'romanized Bangla (Bangla in Latin letters)', bn: 'রোমান হরফে লেখা বাংলা' },
  english: { en: 'English', bn: 'ইংরেজি' },
};

function readsText(reads: ModelReads): { en: string; bn: string } {
  return reads.includes('romanized')
    ? { en: 'Bengali script and romanized Bangla', bn: 'বাংলা হরফ ও রোমান হরফে লেখা বাংলা' }
    : { en: 'Bengali script only', bn: 'শুধু বাংলা হরফ' };
}

/**
 * What the user should know before trusting a prediction: a writing the model does not read, a low
 * confidence, or two close classes. `probabilities` are sorted, highest first (percent).
 */
export function analysisWarnings(
  text: string,
  reads: ModelReads,
  probabilities: readonly ClassProbability[],
): AnalysisWarning[] {
  const warnings: AnalysisWarning[] = [];
  const script = detectInputScript(text);
  if (script !== 'bengali' && !(reads as readonly string[]).includes(script)) {
    const name = SCRIPT_NAMES[script];
    const model = readsText(reads);
    warnings.push({
      code: 'unsupported_language',
      message: {
        en: `This text looks like ${name.en}, but this model reads ${model.en}: the result is not reliable.`,
        bn: `লেখাটি ${name.bn} বলে মনে হচ্ছে, কিন্তু এই মডেল পড়ে ${model.bn}: ফলাফলটি নির্ভরযোগ্য নয়।`,
      },
    });
  }
  const [first, second] = probabilities;
  if (first && first.confidence < lowConfidenceThreshold(probabilities.length)) {
    warnings.push({
      code: 'low_confidence',
      message: {
        en: 'The model is not sure of this result: its confidence is low.',
        bn: 'মডেলটি এই ফলাফল নিয়ে নিশ্চিত নয়: আস্থা কম।',
      },
    });
  }
  if (first && second && first.confidence - second.confidence <= CLOSE_CLASSES_MARGIN) {
    warnings.push({
      code: 'close_classes',
      message: {
        en: 'Two classes are close: the second most likely class is within 15 points of the result.',
        bn: 'দুটি শ্রেণি কাছাকাছি: দ্বিতীয় সম্ভাব্য শ্রেণিটি ফলাফলের ১৫ পয়েন্টের মধ্যে।',
      },
    });
  }
  return warnings;
}
