import { describe, expect, test } from 'vitest';
import { toAgreement, TOP_CONFUSIONS } from './to-agreement';

describe('toAgreement', () => {
  test('rejected corrections are agreement, accepted ones are corrections, pending ones do not count', () => {
    const { models } = toAgreement(
      [
        { model_id: 'shobdo-v1', status: 'rejected', n: 3 },
        { model_id: 'shobdo-v1', status: 'accepted', n: 1 },
        { model_id: 'shobdo-v1', status: 'pending', n: 7 },
      ],
      [{ model_id: 'shobdo-v1', true_label: 'threat', predicted_label: 'troll', n: 1 }],
    );
    expect(models).toEqual([
      {
        model_id: 'shobdo-v1',
        reviewed: 4,
        agreed: 3,
        corrected: 1,
        agreement_rate: 75,
        pending: 7,
        confusions: [{ true_label: 'threat', predicted_label: 'troll', count: 1 }],
      },
    ]);
  });

  test('a model with only pending corrections has no rate yet', () => {
    const { models } = toAgreement([{ model_id: 'spam-detector', status: 'pending', n: 2 }], []);
    expect(models[0]).toMatchObject({ reviewed: 0, agreement_rate: null, pending: 2 });
  });

  test('keeps the commonest confusions in the order given, and orders models by reviews', () => {
    const confusions = Array.from({ length: TOP_CONFUSIONS + 2 }, (_, i) => ({
      model_id: 'shobdo-v2',
      true_label: `t${i}`,
      predicted_label: 'not_bully',
      n: 10 - i,
    }));
    const { models } = toAgreement(
      [
        { model_id: 'sentiment-pro', status: 'accepted', n: 1 },
        { model_id: 'shobdo-v2', status: 'accepted', n: 40 },
      ],
      confusions,
    );
    expect(models.map((m) => m.model_id)).toEqual(['shobdo-v2', 'sentiment-pro']);
    expect(models[0]!.confusions.map((c) => c.true_label)).toEqual(['t0', 't1', 't2', 't3', 't4']);
    expect(models[0]!.agreement_rate).toBe(0);
  });
});
