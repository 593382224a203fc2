import { describe, expect, it } from 'vitest';
import type { ModelInfo } from '@shobdo/contracts';
import type { Prediction } from '../model/types';
import { summarize } from './summarize';

const info: ModelInfo = {
  id: 'shobdo-v2', name: 'Shobdo v2', description: '', task: 'classification',
  labels: ['not_bully', 'religious', 'sexual', 'troll', 'threat'], status: 'active', version: '2.0.0',
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
  score: 1.5, bias: 0.5,
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

  it('mentions a close runner-up', () => {
    expect(summarize(prediction(50, 40), info, 'en')).toContain('runner-up is "Trolling Content" (40.0%)');
  });

  it('writes Bengali with Bengali digits', () => {
    const s = summarize(prediction(50, 40), info, 'bn');
    expect(s).toContain('হুমকি');
    expect(s).toContain('৫০.০%');
    expect(s).toContain('ট্রল');
    expect(s).not.toMatch(/[0-9]/);
  });
});
