import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { reloadAnalysisState } from '@/features/analysis';
import { BUNDLE_STORAGE_KEY } from '@/features/analysis/bundle-storage';
import { makeBundle } from '@/features/analysis/test/make-bundle';
import { i18n } from '@/lib/i18n';
import ResultsRoute from './results';

function renderResults() {
  const router = createMemoryRouter(
    [
      { path: '/results', element: <ResultsRoute /> },
      { path: '/', element: <p>home page</p> },
    ],
    { initialEntries: ['/results'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('results route', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('renders the stored bundle after a reload', () => {
    window.localStorage.setItem(BUNDLE_STORAGE_KEY, JSON.stringify(makeBundle(12)));
    reloadAnalysisState();
    renderResults();
    expect(screen.getByRole('heading', { name: 'Your Text Analysis Breakdown' })).toBeInTheDocument();
    expect(screen.getByTestId('detected-type')).toHaveTextContent('Threatening Content');
    expect(screen.getByTestId('confidence')).toHaveTextContent('87.5%');
    expect(screen.getByText('Analysis Summary')).toBeInTheDocument();
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
  });

  it('shows Bengali digits in Bengali', async () => {
    window.localStorage.setItem(BUNDLE_STORAGE_KEY, JSON.stringify(makeBundle(3)));
    reloadAnalysisState();
    await i18n.changeLanguage('bn');
    renderResults();
    expect(screen.getByTestId('confidence')).toHaveTextContent('৮৭.৫%');
    expect(screen.getByTestId('detected-type')).toHaveTextContent('হুমকিমূলক বিষয়বস্তু');
    expect(screen.queryByTestId('top-words-more')).not.toBeInTheDocument();
  });

  it('Back to Input clears the stored analysis and goes home', async () => {
    window.localStorage.setItem(BUNDLE_STORAGE_KEY, JSON.stringify(makeBundle(3)));
    reloadAnalysisState();
    const router = renderResults();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Input' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem(BUNDLE_STORAGE_KEY)).toBeNull();
  });

  it('redirects home when there is no analysis', async () => {
    reloadAnalysisState();
    renderResults();
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });
});
