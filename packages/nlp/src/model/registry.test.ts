import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trainFixtureData } from '../testing/fixture-model';
import { decodeModelFile, encodeModelFile } from './model-file';
import { createLinearTextModel } from './linear-text-model';
import { loadModelRegistry } from './registry';

function writeModelsDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shobdo-models-'));
  writeFileSync(join(dir, 'fixture.model.gz'), encodeModelFile(trainFixtureData()));
  const entry = { name: 'Fixture', description: 'd', task: 'spam', status: 'active', file: 'fixture.model.gz' };
  const models = [
    { id: 'first', ...entry },
    { id: 'alias', ...entry },
    {
      id: 'later',
      name: 'Later',
      description: 'd',
      task: 'spam',
      status: 'unavailable',
      labels: ['spam', 'not_spam'],
      version: '0.0.0',
    },
  ];
  writeFileSync(join(dir, 'registry.json'), JSON.stringify({ models }));
  return dir;
}

describe('loadModelRegistry', () => {
  it('lists every manifest entry in order, serves active models and hides unavailable ones', async () => {
    const registry = await loadModelRegistry(writeModelsDir());
    expect(registry.list().map((m) => [m.id, m.status])).toEqual([
      ['first', 'active'],
      ['alias', 'active'],
      ['later', 'unavailable'],
    ]);
    expect(registry.list()[0]?.labels).toEqual(['spam', 'not_spam']);
    expect(registry.get('first')?.predict('অফার ফ্রি').prediction).toBe('spam');
    expect(registry.get('alias')?.info.id).toBe('alias');
    expect(registry.get('later')).toBeUndefined();
    expect(registry.get('nope')).toBeUndefined();
    expect(registry.performance('later')).toBeUndefined();
  });

  it('predicts and explains exactly as the model decoded with an array of feature strings', async () => {
    const dir = writeModelsDir();
    const registry = await loadModelRegistry(dir);
    const packed = registry.get('first');
    const data = decodeModelFile(readFileSync(join(dir, 'fixture.model.gz')));
    const plain = createLinearTextModel(data, packed!.info);
    for (const text of [
      'অফার ফ্রি',
      'আমি তোমাকে ভালোবাসি, free offer!!',
      'ফ্রি ফ্রি ফ্রি অফার ১০,০০০ টাকা 😀',
      '',
      'xyz',
    ]) {
      expect(packed?.predict(text)).toEqual(plain.predict(text));
    }
  });
});
