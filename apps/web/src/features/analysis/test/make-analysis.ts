import type { Analysis } from '@shobdo/contracts';
import type { CurrentAnalysis } from '../types';

/**
 * A result as the analyse mutation seeds it, for tests of the screens that show one. `wordCount` words
 * with alternating signs, strongest first.
 */
export function makeAnalysis(wordCount = 12): CurrentAnalysis {
  const text = Array.from({ length: wordCount }, (_, i) => `শব্দ${i}`).join(' ');
  let offset = 0;
  const words = Array.from({ length: wordCount }, (_, i) => {
    const word = `শব্দ${i}`;
    const span = { start: offset, end: offset + word.length };
    offset += word.length + 1;
    const sign = i % 2 === 0 ? 1 : -1;
    return {
      word,
      contribution: sign * (wordCount - i) * 0.1,
      contribution_percentage: sign * (wordCount - i),
      spans: [span],
    };
  });
  return {
    analysis_id: '6f1c2c7e-0000-4000-8000-000000000001',
    prediction: 'threat',
    confidence: 87.46,
    processing_time: 3.24,
    word_contributions: words,
    summary: 'The text reads as threatening.',
    summaries: { en: 'The text reads as threatening.', bn: 'লেখাটি হুমকিমূলক।' },
    timestamp: '2026-03-04T05:06:07.000Z',
    model_id: 'bangla-sentiment-v1',
    analysis_type: 'classification',
    language: 'bn',
    class_probabilities: [
      { label: 'threat', confidence: 87.46 },
      { label: 'troll', confidence: 8.54 },
      { label: 'not_bully', confidence: 4 },
    ],
    warnings: [],
    text,
  };
}

/** The same analysis as the server answers GET …/{id}/ for it. */
export function toStoredAnalysis(answer: CurrentAnalysis): Analysis {
  return {
    id: answer.analysis_id,
    user: null,
    user_username: null,
    model: answer.model_id,
    model_name: 'Bangla Sentiment v1',
    original_text: answer.text,
    detected_type: answer.prediction,
    confidence_score: answer.confidence,
    analysis_type: answer.analysis_type,
    language: answer.language,
    created_at: answer.timestamp,
    processing_time: answer.processing_time,
    word_contributions: answer.word_contributions,
    class_probabilities: answer.class_probabilities,
    warnings: answer.warnings,
    result: {
      summary: answer.summary,
      keywords: [],
      metadata: { summaries: answer.summaries, score: 1.5, bias: -0.25 },
    },
  };
}
