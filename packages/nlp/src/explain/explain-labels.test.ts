import { describe, expect, it } from 'vitest';
import { trainFixtureModel } from '../testing/fixture-model';

const model = trainFixtureModel();
const texts = ['অফার ফ্রি লিংকে ক্লিক করুন এখনই, অফার!', 'ভাই খুব সুন্দর গান, ধন্যবাদ 😀', 'নতুন শব্দ যা মডেল জানে না', ''];

describe('predict with explainLabels', () => {
  it("explains every label asked for: bias plus the tokens' shares is that label's probability", () => {
    for (const text of texts) {
      const p = model.predict(text, { explainLabels: model.labels });
      for (const label of model.labels) {
        const e = p.label_explanations?.[label];
        expect(e).toBeDefined();
        const total = e!.tokens.reduce((sum, t) => sum + t.contribution, e!.bias);
        const probability = p.class_probabilities.find((c) => c.label === label)!.confidence;
        expect(total).toBeCloseTo(probability, 8);
      }
    }
  });

  it("agrees with the predicted class's word contributions, occurrence by occurrence", () => {
    const text = texts[0] as string;
    const predicted = model.predict(text).prediction;
    const p = model.predict(text, { explainLabels: [predicted] });
    const e = p.label_explanations![predicted]!;
    for (const word of p.word_contributions) {
      const occurrences = e.tokens.filter((t) => word.spans.some((s) => s.start === t.start && s.end === t.end));
      expect(occurrences).toHaveLength(word.spans.length);
      expect(occurrences.reduce((sum, t) => sum + t.contribution, 0)).toBeCloseTo(word.contribution, 10);
    }
  });

  it('gives spans that slice to the tokens of the text, and nothing without the option', () => {
    const text = texts[1] as string;
    const p = model.predict(text, { explainLabels: [model.labels[0] as string] });
    const slices = p.label_explanations![model.labels[0] as string]!.tokens.map((t) => text.slice(t.start, t.end));
    expect(slices).toEqual(['ভাই', 'খুব', 'সুন্দর', 'গান', 'ধন্যবাদ', '😀']);
    expect(model.predict(text).label_explanations).toBeUndefined();
  });

  it('gives a link one span, as the word contributions do (decision 0082)', () => {
    const text = 'অফার ফ্রি লিংকে ক্লিক করুন https://bit.ly/Ab1, এখনই';
    const predicted = model.predict(text).prediction;
    const p = model.predict(text, { explainLabels: model.labels });
    for (const label of model.labels) {
      const slices = p.label_explanations![label]!.tokens.map((t) => text.slice(t.start, t.end));
      expect(slices).toEqual(['অফার', 'ফ্রি', 'লিংকে', 'ক্লিক', 'করুন', 'https://bit.ly/Ab1', 'এখনই']);
    }
    const link = p.word_contributions.find((w) => w.word === 'https://bit.ly/Ab1');
    const span = p.label_explanations![predicted]!.tokens[5];
    expect(span?.contribution).toBeCloseTo(link?.contribution ?? NaN, 10);
  });
});
