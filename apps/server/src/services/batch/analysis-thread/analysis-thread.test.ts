import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadModelRegistry, type TextModel } from '@shobdo/nlp';
import { MODELS_DIR } from '../../analysis/models-dir';
import { analyseBatchTexts, analyseSlice, type BatchSlice } from '../analyse-batch-texts';
import { BatchAnalysisThread } from './analysis-thread';

const registry = await loadModelRegistry(MODELS_DIR);
const model = registry.get('bangla-sentiment-v1') as TextModel;

const TEXTS: unknown[] = [
  'ভাই আপনার ভিডিওটা দেখে অনেক ভালো লাগলো',
  'তোকে মেরে ফেলব, সাবধানে থাকিস',
  '',
  'ami toke khub bhalobashi',
  42,
  'মায়ের হাতের রান্না সবচেয়ে ভালো লাগে',
  'এই ভিডিওটা দেখে খুব হাসি পেল 😂',
  '   ',
];
const OPTIONS = { userId: 'u', batchId: 'b', analysisType: 'classification' as const, summaryLanguage: 'bn' as const };

const threads: BatchAnalysisThread[] = [];
function startThread(options: Partial<ConstructorParameters<typeof BatchAnalysisThread>[0]> = {}) {
  const thread = new BatchAnalysisThread({ minTexts: 4, log: { warn: vi.fn() }, ...options });
  threads.push(thread);
  return thread;
}
afterEach(async () => {
  await Promise.all(threads.splice(0).map((t) => t.close()));
});

const slice = (texts: unknown[], first: number): BatchSlice => ({
  texts,
  first,
  createdAt: new Date('2026-12-04T10:00:00Z'),
  options: OPTIONS,
});

describe('BatchAnalysisThread', () => {
  it('takes no request until its models are loaded, and starts loading them on the first long one', async () => {
    const thread = startThread();
    expect(thread.takes(3)).toBe(false);
    expect(thread.running).toBe(false);
    expect(thread.takes(TEXTS.length)).toBe(false);
    await expect(thread.warm()).resolves.toBe(true);
    expect(thread.takes(TEXTS.length)).toBe(true);
    expect(thread.takes(3)).toBe(false);
  });

  it("analyses a slice as the server's thread does: the same rows, positions and errors", async () => {
    const thread = startThread();
    await thread.warm();
    const part = slice(TEXTS.slice(3), 3);
    const theirs = await thread.analyse(model, part);
    const ours = await analyseSlice(model, part);
    // processingTime is measured on each thread; everything else is the same.
    const strip = (rows: typeof ours.rows) => rows.map(({ processingTime: _time, ...row }) => row);
    expect(strip(theirs.rows)).toEqual(strip(ours.rows));
    expect(theirs.rows.map((r) => r.batchPosition)).toEqual([3, 5, 6]);
    expect(theirs.rows[0]?.createdAt).toEqual(new Date('2026-12-04T10:00:00Z'));
    expect(theirs.errors).toEqual(ours.errors);
    expect(theirs.errors.map((e) => e.position)).toEqual([4, 7]);
  });

  it('takes no request while a half already waits for it', async () => {
    const thread = startThread();
    await thread.warm();
    const many = slice(
      Array.from({ length: 3000 }, (_, i) => `${TEXTS[i % 2] as string} ${i}`),
      0,
    );
    const running = thread.analyse(model, many);
    const waiting = thread.analyse(model, many);
    expect(thread.takes(TEXTS.length)).toBe(false);
    await Promise.all([running, waiting]);
    expect(thread.takes(TEXTS.length)).toBe(true);
  });

  it('refuses a model it does not hold in the same version, and says so in the log', async () => {
    const log = { warn: vi.fn() };
    const thread = startThread({ log });
    await thread.warm();
    const other = { ...model, info: { ...model.info, version: '0.0.1' } } as TextModel;
    await expect(thread.analyse(other, slice(TEXTS, 0))).rejects.toThrow(/no bangla-sentiment-v1 0\.0\.1/);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('stops when idle and warms again on the next long request', async () => {
    const thread = startThread({ idleMs: 50 });
    await thread.warm();
    await thread.analyse(model, slice(TEXTS, 0));
    await vi.waitFor(() => expect(thread.running).toBe(false), { timeout: 5000 });
    expect(thread.takes(TEXTS.length)).toBe(false);
    await vi.waitFor(() => expect(thread.running).toBe(true), { timeout: 10_000 });
    expect(thread.takes(TEXTS.length)).toBe(true);
  });

  it('never starts with minTexts 0, nor once closed', async () => {
    const off = startThread({ minTexts: 0 });
    expect(off.takes(1000)).toBe(false);
    expect(off.running).toBe(false);
    const closed = startThread();
    await closed.close();
    expect(closed.takes(1000)).toBe(false);
    await expect(closed.warm()).resolves.toBe(false);
  });
});

describe('analyseBatchTexts with the thread', () => {
  it('gives the rows it gives without the thread, in request order, each with an id', async () => {
    const thread = startThread();
    await thread.warm();
    const split = await analyseBatchTexts(model, TEXTS, OPTIONS, thread);
    const alone = await analyseBatchTexts(model, TEXTS, OPTIONS);
    const strip = (rows: typeof split.rows) => rows.map(({ processingTime: _t, id: _i, createdAt: _c, ...row }) => row);
    expect(strip(split.rows)).toEqual(strip(alone.rows));
    expect(split.errors).toEqual(alone.errors);
    expect(split.rows.map((r) => r.batchPosition)).toEqual([0, 1, 3, 5, 6]);
    expect(new Set(split.rows.map((r) => r.createdAt.getTime())).size).toBe(1);
    // Time-ordered ids, drawn after both halves, in position order.
    const ids = split.rows.map((r) => r.id);
    expect(ids.every((id) => /^[0-9a-f-]{36}$/.test(id))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
  });

  it("sends the thread its half before the server's thread analyses a text of its own", async () => {
    const thread = startThread();
    await thread.warm();
    const predict = vi.spyOn(model, 'predict');
    let analysedBeforeSent = -1;
    const send = thread.analyse.bind(thread);
    vi.spyOn(thread, 'analyse').mockImplementationOnce((m, s) => {
      analysedBeforeSent = predict.mock.calls.length;
      return send(m, s);
    });
    try {
      await analyseBatchTexts(model, TEXTS, OPTIONS, thread);
    } finally {
      predict.mockRestore();
    }
    // Sent after the server's thread had begun its half, it would wait for that half's first hundred texts.
    expect(analysedBeforeSent).toBe(0);
  });

  it("analyses the thread's half itself when the thread fails", async () => {
    const thread = startThread();
    await thread.warm();
    vi.spyOn(thread, 'analyse').mockRejectedValueOnce(new Error('the thread stopped'));
    const split = await analyseBatchTexts(model, TEXTS, OPTIONS, thread);
    const alone = await analyseBatchTexts(model, TEXTS, OPTIONS);
    expect(split.rows.map((r) => [r.batchPosition, r.detectedType])).toEqual(
      alone.rows.map((r) => [r.batchPosition, r.detectedType]),
    );
    expect(split.errors).toEqual(alone.errors);
  });
});
