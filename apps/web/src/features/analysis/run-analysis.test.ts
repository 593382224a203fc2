import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi, type ServedCall } from '@/test/serve-api';
import { runAnalysis } from './run-analysis';
import { makeAnalysis } from './test/make-analysis';

const answer = makeAnalysis(3);
const { text: _text, ...analyzeResponse } = answer;
const input = { text: answer.text, modelId: 'bangla-sentiment-v1', analysisType: 'classification' as const };
const paths = (calls: ServedCall[]) => calls.map((call) => `${call.method} ${call.url}`);

describe('runAnalysis', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('answers the result with its text after one request (and the activity log entry), nothing else', async () => {
    const calls = serveApi(({ url }) =>
      url.endsWith('/analyze/') ? { status: 200, body: analyzeResponse } : { status: 201, body: {} },
    );
    const progress: (string | null)[] = [];
    const result = await runAnalysis({ ...input, isSignedIn: true }, (key) => progress.push(key));

    expect(result).toEqual(answer);
    expect(progress).toEqual(['progress.initializing', 'progress.complete']);
    expect(calls[0]!.body).toEqual({
      text: answer.text,
      model_id: 'bangla-sentiment-v1',
      analysis_type: 'classification',
    });
    // No second read of the analysis, no model figures, no analytics update: the answer is the result.
    expect(paths(calls)).toEqual(['POST /api/analysis/analyses/analyze/', 'POST /api/analytics/activities/']);
  });

  it('rejects with the server error and clears the progress line when the analysis fails', async () => {
    serveApi(() => ({
      status: 400,
      body: { error: 'Bad Request', message: 'Text cannot be empty', details: { text: ['Text cannot be empty'] } },
    }));
    const progress: (string | null)[] = [];
    await expect(
      runAnalysis({ ...input, text: 'x', isSignedIn: false }, (key) => progress.push(key)),
    ).rejects.toMatchObject({ status: 400, message: 'Text cannot be empty' });
    expect(progress.at(-1)).toBeNull();
  });

  it('does nothing for blank text', async () => {
    const calls = serveApi(() => ({ status: 200, body: {} }));
    expect(await runAnalysis({ ...input, text: '  ', isSignedIn: false }, () => {})).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
