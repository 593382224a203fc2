import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';
import { makeAuth, makeUser, renderWithAuth } from '@/test/render-with-auth';
import { serveApi, type ServedCall } from '@/test/serve-api';
import { makeAnalysis } from '../test/make-analysis';
import { useAnalysisQuery } from './use-analysis-query';
import { useRunAnalysis } from './use-run-analysis';

const answer = makeAnalysis(2);
const { text: _text, ...analyzeResponse } = answer;

/** Observes the history and current-user keys the way features/history and /profile do, and analyses. */
function Probe({ isSignedIn }: { isSignedIn: boolean }) {
  const history = useQuery({
    queryKey: [...QUERY_KEYS.history, 'u1'],
    queryFn: () => apiRequest<unknown>('/api/analysis/history/'),
  });
  useQuery({ queryKey: [...QUERY_KEYS.currentUser, 'u1'], queryFn: () => apiRequest<unknown>('/api/auth/user/') });
  const analysis = useRunAnalysis();
  return (
    <>
      <p>{history.isSuccess ? 'history loaded' : 'loading'}</p>
      <p>{analysis.isSuccess ? 'analysed' : analysis.isError ? 'failed' : 'idle'}</p>
      <button
        type="button"
        onClick={() =>
          analysis.mutate({ text: answer.text, modelId: answer.model_id, analysisType: 'classification', isSignedIn })
        }
      >
        analyse
      </button>
    </>
  );
}

function serve(analyzeStatus = 200) {
  return serveApi(({ url }) => {
    if (url.endsWith('/analyze/'))
      return analyzeStatus === 200
        ? { status: 200, body: analyzeResponse }
        : { status: analyzeStatus, body: { error: 'x', message: 'Server error.' } };
    if (url.includes('/history/')) return { status: 200, body: { results: [] } };
    if (url.includes('/auth/user/')) return { status: 200, body: makeUser('user') };
    return { status: 404, body: { error: 'Not Found', message: 'gone' } };
  });
}
const count = (calls: ServedCall[], part: string) => calls.filter((call) => call.url.includes(part)).length;

/** Analyses, then shows the result the way /results reads it: by id, from the query. */
function AnalyseThenShow() {
  const analysis = useRunAnalysis();
  const result = useAnalysisQuery(analysis.data?.analysis_id ?? null);
  return (
    <>
      <p>{result.data ? `shown: ${result.data.summaries.bn}` : 'nothing shown'}</p>
      <button
        type="button"
        onClick={() =>
          analysis.mutate({
            text: answer.text,
            modelId: answer.model_id,
            analysisType: 'classification',
            isSignedIn: true,
          })
        }
      >
        analyse
      </button>
    </>
  );
}

describe('useRunAnalysis', () => {
  it('seeds the result query with the answer: the result is shown with no request after the POST', async () => {
    const calls = serve();
    renderWithAuth(<AnalyseThenShow />, makeAuth({ user: makeUser('user') }));
    await userEvent.click(screen.getByRole('button', { name: 'analyse' }));
    expect(await screen.findByText(`shown: ${answer.summaries.bn}`)).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('/api/analysis/analyses/')).map((call) => call.url)).toEqual([
      '/api/analysis/analyses/analyze/',
    ]);
  });

  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("invalidates a signed-in user's history and account after an analysis", async () => {
    const calls = serve();
    renderWithAuth(<Probe isSignedIn />, makeAuth({ user: makeUser('user') }));
    await screen.findByText('history loaded');
    expect(count(calls, '/history/')).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'analyse' }));
    await screen.findByText('analysed');
    await waitFor(() => expect(count(calls, '/history/')).toBe(2));
    expect(count(calls, '/auth/user/')).toBe(2);
  });

  it("leaves the queries alone for a guest (a guest's analyses have no history) and after a failure", async () => {
    const calls = serve();
    renderWithAuth(<Probe isSignedIn={false} />);
    await screen.findByText('history loaded');
    await userEvent.click(screen.getByRole('button', { name: 'analyse' }));
    await screen.findByText('analysed');
    expect(count(calls, '/history/')).toBe(1);

    vi.unstubAllGlobals();
    const failing = serve(500);
    renderWithAuth(<Probe isSignedIn />, makeAuth({ user: makeUser('user') }));
    await userEvent.click(screen.getAllByRole('button', { name: 'analyse' })[1]!);
    await screen.findByText('failed');
    expect(count(failing, '/history/')).toBe(1);
  });
});
