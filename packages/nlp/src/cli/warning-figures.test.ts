import type { AnalysisWarning } from '@shobdo/contracts';
import { describe, expect, it } from 'vitest';
import type { Prediction, TextModel } from '../model/types';
import { measureMisreadWarning, measureWarning } from './warning-figures';

// A model that calls a text with "x" harmful and warns of it when the text also holds "w".
const warning: AnalysisWarning = { code: 'everyday_word', message: { en: 'e', bn: 'b' } };
const model = {
  labels: ['not_bully', 'troll'],
  predict: (text: string) =>
    ({
      prediction: text.includes('x') ? 'troll' : 'not_bully',
      warnings: text.includes('w') ? [warning] : [],
    }) as unknown as Prediction,
} as unknown as TextModel;

describe('measureWarning', () => {
  it('counts the warning among harmful results and among harmless ones, each against its base share', () => {
    const rows = [
      { text: 'x w', label: 'None' },
      { text: 'x w', label: 'Abusive' },
      { text: 'x w', label: 'None' },
      { text: 'x', label: 'Abusive' },
      { text: 'x', label: 'Abusive' },
      { text: 'x', label: 'None' },
      // Called harmless: counted apart, with the share of them harmful by the labels.
      { text: 'w', label: 'None' },
      { text: 'w', label: 'Abusive' },
      { text: '', label: 'None' },
      { text: '', label: 'None' },
    ];
    expect(measureWarning(model, rows, 'everyday_word', 'None')).toEqual({
      warning: 'everyday_word',
      flagged: 6,
      warned: 3,
      warned_share_of_flagged: 0.5,
      harmless_among_warned: 2 / 3,
      harmless_among_flagged: 0.5,
      called_harmless: 4,
      warned_called_harmless: 2,
      harmful_among_warned_called_harmless: 0.5,
      harmful_among_called_harmless: 0.25,
    });
  });

  it('gives zeros for nothing flagged, and refuses a model without the harmless class', () => {
    expect(measureWarning(model, [{ text: 'w', label: 'None' }], 'everyday_word', 'None')).toMatchObject({
      flagged: 0,
      warned_share_of_flagged: 0,
      harmless_among_warned: 0,
    });
    expect(() => measureWarning({ ...model, labels: ['spam', 'not_spam'] }, [], 'everyday_word', 'x')).toThrow(
      /no not_bully class/,
    );
  });
});

describe('measureMisreadWarning', () => {
  // A sentiment model that calls a text with "-" negative, and warns of it when the text also holds "w".
  const sentiment = {
    labels: ['positive', 'neutral', 'negative'],
    predict: (text: string) =>
      ({
        prediction: text.includes('-') ? 'negative' : 'positive',
        warnings: text.includes('w') ? [{ ...warning, code: 'negated_word' }] : [],
      }) as unknown as Prediction,
  } as unknown as TextModel;

  it('counts the wrong results the warning marks, against the results of the same classes and all results', () => {
    const rows = [
      { text: '- w', label: 'positive' },
      { text: '- w', label: 'negative' },
      { text: '-', label: 'negative' },
      { text: '-', label: 'negative' },
      { text: '+', label: 'neutral' },
      { text: '+', label: 'positive' },
    ];
    expect(measureMisreadWarning(sentiment, rows, 'negated_word')).toEqual({
      warning: 'negated_word',
      results: 6,
      warned: 2,
      warned_classes: ['negative'],
      wrong_among_warned: 0.5,
      wrong_among_results_of_warned_classes: 0.25,
      wrong_among_results: 2 / 6,
    });
  });

  it('gives zeros when the warning never comes', () => {
    expect(measureMisreadWarning(sentiment, [{ text: '-', label: 'negative' }], 'negated_word')).toMatchObject({
      warned: 0,
      warned_classes: [],
      wrong_among_warned: 0,
      wrong_among_results_of_warned_classes: 0,
    });
  });
});
