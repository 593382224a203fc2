import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAnalysisState, resetAnalysisState } from './analysis-store';
import { BUNDLE_STORAGE_KEY } from './bundle-storage';
import { runAnalysis } from './run-analysis';
import { makeBundle } from './test/make-bundle';

const answer = makeBundle(3).basic;
const { text: _text, ...analyzeResponse } = answer;

type Handler = (url: string, init: RequestInit) => { status: number; body: unknown };

// The network boundary only: the API client, store and flow under test are the real ones.
function serve(handler: Handler) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const { status, body } = handler(url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

describe('runAnalysis', () => {
  beforeEach(() => {
    resetAnalysisState();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('makes the result current, adds it to the history and stores the bundle', async () => {
    const calls = serve((url) => {
      if (url.endsWith('/analyze/')) return { status: 200, body: analyzeResponse };
      if (url.endsWith(`/${answer.analysis_id}/`)) return { status: 403, body: { error: 'Forbidden', message: 'Forbidden' } };
      if (url.includes('get_anonymous_analysis')) return { status: 404, body: { error: 'Not Found', message: 'gone' } };
      if (url.includes('word_contributions')) return { status: 200, body: { word_contributions: answer.word_contributions } };
      return { status: 500, body: { error: 'x', message: 'x' } };
    });
    const seen: (string | null)[] = [];
    const done = runAnalysis({ text: answer.text, modelId: 'bangla-sentiment-v1', analysisType: 'classification', isSignedIn: false });
    seen.push(getAnalysisState().analysisProgress);
    expect(getAnalysisState().isAnalyzing).toBe(true);
    expect(await done).toBe(true);

    expect(seen).toEqual(['progress.initializing']);
    const body = JSON.parse(String(calls[0]!.init.body));
    expect(body).toEqual({ text: answer.text, model_id: 'bangla-sentiment-v1', analysis_type: 'classification' });
    const state = getAnalysisState();
    expect(state.isAnalyzing).toBe(false);
    expect(state.analysisProgress).toBeNull();
    expect(state.currentAnalysis?.analysis_id).toBe(answer.analysis_id);
    expect(state.currentAnalysis?.text).toBe(answer.text);
    expect(state.analysisHistory.map((h) => h.id)).toEqual([answer.analysis_id]);
    // Detail failures are only logged: the bundle keeps what arrived.
    const stored = JSON.parse(window.localStorage.getItem(BUNDLE_STORAGE_KEY) ?? 'null');
    expect(stored.basic.analysis_id).toBe(answer.analysis_id);
    expect(stored.detailed).toBeNull();
    expect(stored.wordContributions.word_contributions).toHaveLength(3);
    expect(stored.modelPerformance).toBeNull();
    expect(typeof stored.timestamp).toBe('string');
  });

  it('asks get_anonymous_analysis directly for a guest (no 403 from the owned read)', async () => {
    const calls = serve((url) => {
      if (url.endsWith('/analyze/')) return { status: 200, body: analyzeResponse };
      if (url.endsWith(`/${answer.analysis_id}/`)) return { status: 403, body: { error: 'Forbidden', message: 'Forbidden' } };
      if (url.includes('get_anonymous_analysis')) return { status: 200, body: { id: answer.analysis_id } };
      if (url.includes('word_contributions')) return { status: 200, body: { word_contributions: answer.word_contributions } };
      return { status: 500, body: { error: 'x', message: 'x' } };
    });
    expect(await runAnalysis({ text: answer.text, modelId: 'bangla-sentiment-v1', analysisType: 'classification', isSignedIn: false })).toBe(true);
    const urls = calls.map((c) => c.url);
    expect(urls.some((u) => u.endsWith(`/${answer.analysis_id}/`))).toBe(false);
    expect(urls.filter((u) => u.includes('get_anonymous_analysis'))).toHaveLength(1);
    expect(getAnalysisState().bundle?.detailed).toEqual({ id: answer.analysis_id });
  });

  it('a signed-in user reads the owned analysis first and falls back on 403', async () => {
    const calls = serve((url) => {
      if (url.endsWith('/analyze/')) return { status: 200, body: analyzeResponse };
      if (url.endsWith(`/${answer.analysis_id}/`)) return { status: 403, body: { error: 'Forbidden', message: 'Forbidden' } };
      if (url.includes('get_anonymous_analysis')) return { status: 200, body: { id: answer.analysis_id } };
      return { status: 500, body: { error: 'x', message: 'x' } };
    });
    expect(await runAnalysis({ text: answer.text, modelId: 'bangla-sentiment-v1', analysisType: 'classification', isSignedIn: true })).toBe(true);
    const urls = calls.map((c) => c.url);
    const owned = urls.findIndex((u) => u.endsWith(`/${answer.analysis_id}/`));
    const anonymous = urls.findIndex((u) => u.includes('get_anonymous_analysis'));
    expect(owned).toBeGreaterThan(0);
    expect(anonymous).toBeGreaterThan(owned);
  });

  it('keeps the user on home with the server words when the analysis fails', async () => {
    serve(() => ({ status: 400, body: { error: 'Bad Request', message: 'Text cannot be empty', details: { text: ['Text cannot be empty'] } } }));
    expect(await runAnalysis({ text: 'x', modelId: 'm', analysisType: 'classification', isSignedIn: false })).toBe(false);
    const state = getAnalysisState();
    expect(state.error).toEqual({ key: 'analysis:validation.empty', message: 'Text cannot be empty' });
    expect(state.currentAnalysis).toBeNull();
    expect(state.isAnalyzing).toBe(false);
    expect(window.localStorage.getItem(BUNDLE_STORAGE_KEY)).toBeNull();
  });

  it('does nothing for blank text', async () => {
    const calls = serve(() => ({ status: 200, body: {} }));
    expect(await runAnalysis({ text: '  ', modelId: 'm', analysisType: 'classification', isSignedIn: false })).toBe(false);
    expect(calls).toHaveLength(0);
  });
});

describe('logout', () => {
  it('clears the current analysis, the history and the stored bundle', async () => {
    const { emitAuthCleared } = await import('@/lib/auth-events');
    const { setCurrentBundle, setAnalysisState } = await import('./analysis-store');
    const bundle = makeBundle(2);
    window.localStorage.setItem(BUNDLE_STORAGE_KEY, JSON.stringify(bundle));
    setCurrentBundle(bundle);
    setAnalysisState({ analysisHistory: [{ id: 'a', original_text: 't', detected_type: 'troll', confidence_score: 1, created_at: '', model: 'm' }] });
    emitAuthCleared('logout');
    const state = getAnalysisState();
    expect(state.currentAnalysis).toBeNull();
    expect(state.analysisHistory).toEqual([]);
    expect(window.localStorage.getItem(BUNDLE_STORAGE_KEY)).toBeNull();
  });
});
