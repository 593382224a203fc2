import type { Analysis } from '@shobdo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from '@/test/render-with-auth';
import { serveApi, type ServedCall } from '@/test/serve-api';
import { getAnalysisState, resetAnalysisState } from './analysis-store';
import { BUNDLE_STORAGE_KEY } from './bundle-storage';
import { runAnalysis } from './run-analysis';
import { makeBundle } from './test/make-bundle';

const answer = makeBundle(3).basic;
const { text: _text, ...analyzeResponse } = answer;
const input = { text: answer.text, modelId: 'bangla-sentiment-v1', analysisType: 'classification' as const };

/** The stored analysis as the server answers GET …/{id}/ for the analyze answer above. */
const stored: Analysis = {
  id: answer.analysis_id,
  user: null,
  user_username: null,
  model: answer.model_id,
  model_name: 'Bangla Sentiment v1',
  original_text: answer.text,
  detected_type: answer.prediction,
  confidence_score: answer.confidence,
  analysis_type: 'classification',
  language: 'bn',
  created_at: answer.timestamp,
  processing_time: answer.processing_time,
  word_contributions: answer.word_contributions,
  class_probabilities: answer.class_probabilities,
  warnings: answer.warnings,
  result: { summary: answer.summary, keywords: ['শব্দ0'], metadata: { score: 1.5, bias: -0.25 } },
};
const performance = { model_id: answer.model_id, macro_f1: 0.8 };

const paths = (calls: ServedCall[]) =>
  calls.map((call) => `${call.method} ${call.url.replace(answer.analysis_id, '{id}')}`);

describe('runAnalysis', () => {
  beforeEach(() => {
    resetAnalysisState();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('makes the answer current and stores the bundle from two requests after it, not four', async () => {
    const calls = serveApi(({ url }) => {
      if (url.endsWith('/analyze/')) return { status: 200, body: analyzeResponse };
      if (url.includes('get_anonymous_analysis')) return { status: 200, body: stored };
      if (url.endsWith('/performance/')) return { status: 200, body: performance };
      return { status: 500, body: { error: 'x', message: 'x' } };
    });
    const seen: (string | null)[] = [];
    const done = runAnalysis({ ...input, isSignedIn: false }, makeQueryClient());
    seen.push(getAnalysisState().analysisProgress);
    const bundle = await done;

    expect(seen).toEqual(['progress.initializing']);
    expect(calls[0]!.body).toEqual({
      text: answer.text,
      model_id: 'bangla-sentiment-v1',
      analysis_type: 'classification',
    });
    // The word contributions and the result are in the stored analysis: not fetched again. The activity
    // log entry is written without being waited for.
    expect(paths(calls)).toEqual([
      'POST /api/analysis/analyses/analyze/',
      'POST /api/analytics/activities/',
      'GET /api/analysis/analyses/{id}/get_anonymous_analysis/',
      'GET /api/models/ai-models/bangla-sentiment-v1/performance/',
    ]);
    const state = getAnalysisState();
    expect(state.analysisProgress).toBeNull();
    expect(state.currentAnalysis?.analysis_id).toBe(answer.analysis_id);
    expect(state.currentAnalysis?.text).toBe(answer.text);
    expect(state.bundle).toBe(bundle);
    // The views are exactly what the server's word_contributions and result endpoints answer.
    expect(bundle?.wordContributions).toEqual({
      analysis_id: answer.analysis_id,
      prediction: 'threat',
      score: 1.5,
      bias: -0.25,
      total_words: 3,
      word_contributions: answer.word_contributions,
    });
    expect(bundle?.analysisResult).toMatchObject({
      analysis_id: answer.analysis_id,
      model_id: answer.model_id,
      result: stored.result,
    });
    const saved = JSON.parse(window.localStorage.getItem(BUNDLE_STORAGE_KEY) ?? 'null');
    expect(saved.detailed.id).toBe(answer.analysis_id);
    expect(saved.modelPerformance).toEqual(performance);
    expect(typeof saved.timestamp).toBe('string');
  });

  it("reads the model's figures once per model through the query cache", async () => {
    const calls = serveApi(({ url }) => {
      if (url.endsWith('/analyze/')) return { status: 200, body: analyzeResponse };
      if (url.endsWith('/performance/')) return { status: 200, body: performance };
      return { status: 200, body: stored };
    });
    const queryClient = makeQueryClient();
    await runAnalysis({ ...input, isSignedIn: true }, queryClient);
    await runAnalysis({ ...input, isSignedIn: true }, queryClient);
    expect(paths(calls).filter((path) => path.endsWith('/performance/'))).toHaveLength(1);
    expect(paths(calls).filter((path) => path.includes('/analyze/'))).toHaveLength(2);
  });

  it('keeps what arrived when the details fail (only logged)', async () => {
    serveApi(({ url }) => {
      if (url.endsWith('/analyze/')) return { status: 200, body: analyzeResponse };
      if (url.endsWith(`/${answer.analysis_id}/`))
        return { status: 403, body: { error: 'Forbidden', message: 'Forbidden' } };
      return { status: 404, body: { error: 'Not Found', message: 'gone' } };
    });
    const bundle = await runAnalysis({ ...input, isSignedIn: false }, makeQueryClient());
    expect(bundle?.basic.analysis_id).toBe(answer.analysis_id);
    expect(bundle?.detailed).toBeNull();
    expect(bundle?.wordContributions).toBeNull();
    expect(bundle?.modelPerformance).toBeNull();
    expect(console.warn).toHaveBeenCalled();
  });

  it('asks get_anonymous_analysis directly for a guest (no 403 from the owned read)', async () => {
    const calls = serveApi(({ url }) => {
      if (url.endsWith('/analyze/')) return { status: 200, body: analyzeResponse };
      return { status: 200, body: url.includes('performance') ? performance : stored };
    });
    await runAnalysis({ ...input, isSignedIn: false }, makeQueryClient());
    expect(paths(calls)).not.toContain('GET /api/analysis/analyses/{id}/');
  });

  it('a signed-in user reads the owned analysis first and falls back on 403', async () => {
    const calls = serveApi(({ url }) => {
      if (url.endsWith('/analyze/')) return { status: 200, body: analyzeResponse };
      if (url.endsWith(`/${answer.analysis_id}/`))
        return { status: 403, body: { error: 'Forbidden', message: 'Forbidden' } };
      return { status: 200, body: url.includes('performance') ? performance : stored };
    });
    await runAnalysis({ ...input, isSignedIn: true }, makeQueryClient());
    const list = paths(calls);
    expect(list.indexOf('GET /api/analysis/analyses/{id}/')).toBeGreaterThan(0);
    expect(list.indexOf('GET /api/analysis/analyses/{id}/get_anonymous_analysis/')).toBeGreaterThan(
      list.indexOf('GET /api/analysis/analyses/{id}/'),
    );
  });

  it('rejects with the server error and leaves no current analysis when the analysis fails', async () => {
    serveApi(() => ({
      status: 400,
      body: { error: 'Bad Request', message: 'Text cannot be empty', details: { text: ['Text cannot be empty'] } },
    }));
    await expect(runAnalysis({ ...input, text: 'x', isSignedIn: false }, makeQueryClient())).rejects.toMatchObject({
      status: 400,
      message: 'Text cannot be empty',
    });
    const state = getAnalysisState();
    expect(state.currentAnalysis).toBeNull();
    expect(state.analysisProgress).toBeNull();
    expect(window.localStorage.getItem(BUNDLE_STORAGE_KEY)).toBeNull();
  });

  it('does nothing for blank text', async () => {
    const calls = serveApi(() => ({ status: 200, body: {} }));
    expect(await runAnalysis({ ...input, text: '  ', isSignedIn: false }, makeQueryClient())).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('asks for an analytics update after every tenth analysis of a signed-in session', async () => {
    const calls = serveApi(({ url }) => {
      if (url.endsWith('/analyze/')) return { status: 200, body: analyzeResponse };
      return { status: 200, body: url.includes('performance') ? performance : stored };
    });
    const queryClient = makeQueryClient();
    for (let i = 0; i < 10; i += 1) await runAnalysis({ ...input, isSignedIn: true }, queryClient);
    expect(paths(calls).filter((path) => path === 'POST /api/analytics/update_all/')).toHaveLength(1);
  });
});

describe('logout', () => {
  it('clears the current analysis and the stored bundle', async () => {
    const { emitAuthCleared } = await import('@/lib/auth-events');
    const { setCurrentBundle } = await import('./analysis-store');
    const bundle = makeBundle(2);
    window.localStorage.setItem(BUNDLE_STORAGE_KEY, JSON.stringify(bundle));
    setCurrentBundle(bundle);
    emitAuthCleared('logout');
    expect(getAnalysisState().currentAnalysis).toBeNull();
    expect(getAnalysisState().analysesThisSession).toBe(0);
    expect(window.localStorage.getItem(BUNDLE_STORAGE_KEY)).toBeNull();
  });
});
