import type { AnalysisBundle } from '../types';

/**
 * A complete stored bundle as the flow saves it, for tests of screens that read browser storage.
 * `wordCount` words with alternating signs, strongest first.
 */
export function makeBundle(wordCount = 12): AnalysisBundle {
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
    basic: {
      analysis_id: '6f1c2c7e-0000-4000-8000-000000000001',
      prediction: 'threat',
      confidence: 87.46,
      processing_time: 3.24,
      word_contributions: words,
      summary: 'The text reads as threatening.',
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
    },
    detailed: null,
    wordContributions: null,
    analysisResult: null,
    modelPerformance: null,
    timestamp: '2026-03-04T05:06:08.000Z',
  };
}
