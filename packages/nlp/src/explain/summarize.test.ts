import { describe, expect, it } from 'vitest';
import type { ModelInfo } from '@shobdo/contracts';
import type { Prediction } from '../model/types';
import { summarize } from './summarize';

const info: ModelInfo = {
  id: 'shobdo-v2',
  name: 'Shobdo v2',
  description: '',
  task: 'classification',
  labels: ['not_bully', 'religious', 'sexual', 'troll', 'threat'],
  status: 'active',
  version: '2.0.0',
};

const prediction = (confidence: number, runnerUp: number): Prediction => ({
  prediction: 'threat',
  confidence,
  class_probabilities: [
    { label: 'threat', confidence },
    { label: 'troll', confidence: runnerUp },
    { label: 'not_bully', confidence: 100 - confidence - runnerUp },
  ],
  word_contributions: [
    { word: 'মেরে', contribution: 1.2, contribution_percentage: 50, spans: [{ start: 0, end: 4 }] },
    { word: 'ভাই', contribution: -0.7, contribution_percentage: -29.2, spans: [{ start: 5, end: 8 }] },
    { word: 'ফেলব', contribution: 0.5, contribution_percentage: 20.8, spans: [{ start: 9, end: 13 }] },
  ],
  score: 1.5,
  bias: 0.5,
  warnings: [],
});

describe('summarize', () => {
  it('states class, confidence and the words that weigh for it, in English', () => {
    const s = summarize(prediction(92.35, 5), info, 'en');
    expect(s).toContain('"Threatening Content"');
    expect(s).toContain('92.3%');
    expect(s).toContain('"মেরে" and "ফেলব"');
    expect(s).not.toContain('ভাই');
    expect(s).not.toContain('runner-up');
  });

  it('mentions a close runner-up, and only a close one', () => {
    expect(summarize(prediction(50, 40), info, 'en')).toContain('runner-up is "Trolling Content" (40.0%)');
    expect(summarize(prediction(47.3, 28.1), info, 'en')).not.toContain('runner-up');
  });

  it('names one word in the singular', () => {
    const one = { ...prediction(92.35, 5), word_contributions: prediction(92.35, 5).word_contributions.slice(0, 2) };
    expect(summarize(one, info, 'en')).toContain('The word that weighs most for this result: "মেরে".');
  });

  it('does not name a word whose weight is tiny beside the strongest word', () => {
    const p = prediction(60, 20);
    p.word_contributions = [
      { word: 'lok', contribution: -10.8, contribution_percentage: -96.4, spans: [{ start: 0, end: 3 }] },
      { word: 'tui', contribution: 0.4, contribution_percentage: 3.6, spans: [{ start: 4, end: 7 }] },
    ];
    expect(summarize(p, info, 'en')).toContain('No word weighs strongly for this result.');
    expect(summarize(p, info, 'bn')).toContain('কোনো শব্দ এই সিদ্ধান্তের পক্ষে জোরালো ভূমিকা রাখেনি।');
  });

  it('writes Bengali with Bengali digits', () => {
    const s = summarize(prediction(50, 40), info, 'bn');
    expect(s).toContain('হুমকি');
    expect(s).toContain('৫০.০%');
    expect(s).toContain('ট্রল');
    expect(s).not.toMatch(/[0-9]/);
  });
});
