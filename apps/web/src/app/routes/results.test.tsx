import type { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analysisQueryKey } from '@/features/analysis';
import { makeAnalysis, toStoredAnalysis } from '@/features/analysis/test/make-analysis';
import { i18n } from '@/lib/i18n';
import { makeAuth, makeQueryClient, makeUser, renderWithAuth } from '@/test/render-with-auth';
import { serveApi, type ServedCall } from '@/test/serve-api';
import ResultsRoute from './results';

const analysis = makeAnalysis(12);
const performance = { model_id: analysis.model_id, macro_f1: 0.8 };

function renderResults(entry: string, queryClient: QueryClient = makeQueryClient(), auth = makeAuth()) {
  const router = createMemoryRouter(
    [
      { path: '/results', element: <ResultsRoute /> },
      { path: '/', element: <p>home page</p> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: [entry] },
  );
  renderWithAuth(<RouterProvider router={router} />, auth, queryClient);
  return router;
}

/** The server as a reload sees it: the stored analysis by id, and the model's figures. */
function serveStored(): ServedCall[] {
  return serveApi(({ url }) => {
    if (url.endsWith('/performance/')) return { status: 200, body: performance };
    if (url.includes(analysis.analysis_id)) return { status: 200, body: toStoredAnalysis(analysis) };
    return { status: 404, body: { error: 'Not Found', message: 'Resource not found.' } };
  });
}
// Reads of the analysis itself; the person's own correction of it (features/feedback) is another resource.
const analysisReads = (calls: ServedCall[]) =>
  calls.filter((call) => call.url.includes('/api/analysis/analyses/') && !call.url.endsWith('/feedback/'));

describe('results route', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a seeded result without reading the analysis again', async () => {
    const calls = serveStored();
    const queryClient = makeQueryClient();
    queryClient.setQueryData(analysisQueryKey(analysis.analysis_id), analysis);
    renderResults(`/results?id=${analysis.analysis_id}`, queryClient);
    expect(screen.getByRole('heading', { name: 'Your Text Analysis Breakdown' })).toBeInTheDocument();
    expect(screen.getByTestId('detected-type')).toHaveTextContent('Threatening Content');
    expect(screen.getByTestId('confidence')).toHaveTextContent('87.5%');
    expect(screen.getByTestId('analysis-summary')).toHaveTextContent('The text reads as threatening.');
    expect(screen.getByTestId('processing-time')).toHaveTextContent('3.2 ms');
    const top = within(screen.getByTestId('top-words'));
    expect(top.getAllByTestId('word')).toHaveLength(10);
    expect(top.getAllByTestId('word-percentage').map((e) => e.textContent)).toEqual([
      '+12.0%',
      '-11.0%',
      '+10.0%',
      '-9.0%',
      '+8.0%',
      '-7.0%',
      '+6.0%',
      '-5.0%',
      '+4.0%',
      '-3.0%',
    ]);
    expect(screen.getByTestId('word-count')).toHaveTextContent('12 words/phrases in total');
    expect(screen.getByTestId('top-words-more')).toHaveTextContent(
      'Showing top 10 of 12 words/phrases. Export to see all data.',
    );
    expect(screen.getByTestId('highlighted-text').querySelectorAll('mark')).toHaveLength(12);
    // The summary follows the language toggle from the answer's two summaries.
    await i18n.changeLanguage('bn');
    expect(await screen.findByText('লেখাটি হুমকিমূলক।')).toBeInTheDocument();
    expect(screen.getByTestId('confidence')).toHaveTextContent('৮৭.৫%');
    expect(analysisReads(calls)).toEqual([]);
  });

  it('reads the analysis named in the URL after a reload (a guest asks get_anonymous_analysis)', async () => {
    const calls = serveStored();
    renderResults(`/results?id=${analysis.analysis_id}`);
    expect(screen.getByText('Loading analysis...')).toBeInTheDocument();
    expect(await screen.findByTestId('detected-type')).toHaveTextContent('Threatening Content');
    expect(screen.getByTestId('analysis-summary')).toHaveTextContent('The text reads as threatening.');
    expect(analysisReads(calls).map((call) => call.url)).toEqual([
      `/api/analysis/analyses/${analysis.analysis_id}/get_anonymous_analysis/`,
    ]);
  });

  it('a signed-in user reads the owned analysis', async () => {
    const calls = serveStored();
    renderResults(`/results?id=${analysis.analysis_id}`, makeQueryClient(), makeAuth({ user: makeUser('user') }));
    expect(await screen.findByTestId('detected-type')).toHaveTextContent('Threatening Content');
    expect(analysisReads(calls).map((call) => call.url)).toEqual([`/api/analysis/analyses/${analysis.analysis_id}/`]);
  });

  it('Back to Input clears the analysis and goes home; /results then has nothing to show', async () => {
    serveStored();
    const queryClient = makeQueryClient();
    queryClient.setQueryData(analysisQueryKey(analysis.analysis_id), analysis);
    const router = renderResults(`/results?id=${analysis.analysis_id}`, queryClient);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Input' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(queryClient.getQueryData(analysisQueryKey(analysis.analysis_id))).toBeUndefined();
  });

  it('without an id shows the analysis this tab saw last', async () => {
    serveStored();
    const queryClient = makeQueryClient();
    queryClient.setQueryData(analysisQueryKey(analysis.analysis_id), analysis);
    const router = renderResults('/results', queryClient);
    expect(await screen.findByTestId('detected-type')).toHaveTextContent('Threatening Content');
    expect(router.state.location.search).toBe(`?id=${analysis.analysis_id}`);
  });

  it('redirects home when there is no analysis', async () => {
    serveStored();
    renderResults('/results');
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('explains an id a visitor cannot read, and offers to log in (decision 0085)', async () => {
    const calls = serveStored();
    const router = renderResults('/results?id=unknown');
    expect(await screen.findByRole('heading', { name: 'This analysis cannot be shown' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'It does not exist, or it was saved to an account. If it is yours, log in to see it.',
    );
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(analysisReads(calls).map((call) => call.url)).toEqual([
      '/api/analysis/analyses/unknown/get_anonymous_analysis/',
    ]);
    // Log In carries this page, so that the login brings the visitor back to it.
    await userEvent.setup().click(screen.getByRole('link', { name: 'Log In' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect((router.state.location.state as { from: { search: string } }).from.search).toBe('?id=unknown');
  });

  it("tells a signed-in user that another account's analysis is not theirs, in Bengali too", async () => {
    serveApi(() => ({ status: 403, body: { error: 'Forbidden', message: 'Access denied.' } }));
    renderResults('/results?id=someone-elses', makeQueryClient(), makeAuth({ user: makeUser('user') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('It does not exist, or it belongs to another account.');
    expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull();
    await i18n.changeLanguage('bn');
    expect(await screen.findByRole('heading', { name: 'এই বিশ্লেষণটি দেখানো যাচ্ছে না' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('এটি নেই, অথবা এটি অন্য কোনো অ্যাকাউন্টের।');
  });

  it('offers to try again when the analysis could not be loaded, and shows it when it can', async () => {
    let fail = true;
    serveApi(({ url }) => {
      if (url.endsWith('/performance/')) return { status: 200, body: performance };
      if (fail)
        return {
          status: 500,
          body: { error: 'Internal Server Error', message: 'Server error. Please try again later.' },
        };
      return { status: 200, body: toStoredAnalysis(analysis) };
    });
    renderResults(`/results?id=${analysis.analysis_id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'It could not be loaded. Check your connection and try again.',
    );
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('detected-type')).toHaveTextContent('Threatening Content');
  });
});
