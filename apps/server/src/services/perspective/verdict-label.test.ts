import { describe, expect, it } from 'vitest';
import { lookUpAttribute, type ServedAttribute } from './attributes';
import { verdictLabel } from './verdict-label';

function attribute(name: string): ServedAttribute {
  const found = lookUpAttribute(name);
  if (found.kind !== 'served') throw new Error(name);
  return found.attribute;
}
const probabilities = [
  { label: 'troll', confidence: 60 },
  { label: 'threat', confidence: 25 },
  { label: 'not_bully', confidence: 10 },
  { label: 'religious', confidence: 3 },
  { label: 'sexual', confidence: 2 },
];
const normalFirst = [probabilities[2]!, probabilities[0]!, probabilities[1]!, probabilities[3]!, probabilities[4]!];

describe('verdictLabel', () => {
  it('TOXICITY 0 (Coral Talk: approved) corrects a harmful prediction to normal text', () => {
    expect(verdictLabel([{ attribute: attribute('TOXICITY'), value: 0 }], 'troll', probabilities)).toBe('not_bully');
  });
  it('TOXICITY 1 (Coral Talk: rejected) corrects normal text to the most probable harmful class', () => {
    expect(verdictLabel([{ attribute: attribute('TOXICITY'), value: 1 }], 'not_bully', normalFirst)).toBe('troll');
  });
  it('agreeing verdicts record nothing', () => {
    expect(verdictLabel([{ attribute: attribute('TOXICITY'), value: 1 }], 'troll', probabilities)).toBeUndefined();
    expect(verdictLabel([{ attribute: attribute('TOXICITY'), value: 0 }], 'not_bully', normalFirst)).toBeUndefined();
    expect(verdictLabel([{ attribute: attribute('THREAT'), value: 0 }], 'troll', probabilities)).toBeUndefined();
  });
  it('an attribute present names its class; the highest one wins', () => {
    const verdicts = [
      { attribute: attribute('THREAT'), value: 0.7 },
      { attribute: attribute('IDENTITY_ATTACK'), value: 0.9 },
    ];
    expect(verdictLabel(verdicts, 'troll', probabilities)).toBe('religious');
  });
  it("an attribute denied for the model's own class moves to the next most probable class", () => {
    expect(verdictLabel([{ attribute: attribute('INSULT'), value: 0 }], 'troll', probabilities)).toBe('threat');
  });
});
