import { describe, expect, it } from 'vitest';
import { EXTERNAL_SETS, measureExternal } from './external-sets';

const LABELS = ['not_bully', 'religious', 'sexual', 'troll', 'threat'];

describe('measureExternal', () => {
  it('measures flagged against the set negative, and each mapped class by recall and precision', () => {
    const truth = [
      'direct_violence',
      'direct_violence',
      'direct_violence',
      'non_violence',
      'non_violence',
      'passive_violence',
    ];
    const predicted = ['threat', 'troll', 'not_bully', 'not_bully', 'threat', 'troll'];
    const r = measureExternal(EXTERNAL_SETS.violens!, truth, predicted, LABELS);
    expect(r.n).toBe(6);
    expect(r.per_class.direct_violence).toEqual({
      n: 3,
      flagged: 2 / 3,
      predicted: { threat: 1 / 3, troll: 1 / 3, not_bully: 1 / 3 },
    });
    expect(r.per_class.non_violence?.predicted.threat).toBe(0.5);
    // Threat: one of three direct incitements, and one of the two comments called a threat.
    expect(r.mapped.direct_violence).toEqual({ as: 'threat', recall: 1 / 3, precision: 0.5 });
    expect(r.mapped.non_violence).toEqual({ as: 'not_bully', recall: 0.5, precision: 0.5 });
    // Binary: flagged 4 (3 right), not flagged 2 (1 right).
    expect(r.binary.accuracy).toBeCloseTo(4 / 6, 12);
  });

  it('reads a two-class set such as BanTH as flagged or not', () => {
    const r = measureExternal(EXTERNAL_SETS.banth!, ['hate', 'not_hate'], ['troll', 'not_bully'], LABELS);
    expect(r.binary).toEqual({ accuracy: 1, macro_f1: 1 });
    expect(r.mapped).toEqual({});
  });

  it('refuses a model without a not_bully class', () => {
    expect(() => measureExternal(EXTERNAL_SETS.banth!, ['hate'], ['spam'], ['spam', 'not_spam'])).toThrow(/not_bully/);
  });
});
