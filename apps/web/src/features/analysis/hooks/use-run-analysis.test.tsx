import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';
import { makeAuth, makeUser, renderWithAuth } from '@/test/render-with-auth';
import { serveApi, type ServedCall } from '@/test/serve-api';
import { resetAnalysisState } from '../analysis-store';
import { makeBundle } from '../test/make-bundle';
import { useRunAnalysis } from './use-run-analysis';

const answer = makeBundle(2).basic;
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

describe('useRunAnalysis', () => {
  beforeEach(() => {
    resetAnalysisState();
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
