import type { HistoryItem, User } from '@shobdo/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context';
import { HistoryPage } from './history-page';

// Midday today, so that 'Yesterday' never matches whenever the test runs.
const today = new Date();
const midday = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 12).getTime();
const items: HistoryItem[] = Array.from({ length: 12 }, (_, i) => ({
  id: `id-${i}`,
  original_text: i < 4 ? `হুমকি ${i}` : `সাধারণ ${i}`,
  detected_type: i < 4 ? 'threat' : 'not_bully',
  confidence_score: 80.4,
  created_at: new Date(midday - i * 60_000).toISOString(),
  model: 'bangla-sentiment-v1',
}));

function historyResponse(results: HistoryItem[]): Response {
  return new Response(JSON.stringify({ results, count: results.length, page: 1, page_size: 500, total_pages: 1 }), {
    status: 200,
  });
}

function renderPage(
  results: HistoryItem[],
  fetchHistory: (input: RequestInfo | URL) => Promise<Response> = async () => historyResponse(results),
) {
  // The network boundary only; the query, filters and pager are real.
  vi.stubGlobal('fetch', fetchHistory);
  const auth = {
    user: { id: 'u1', username: 'u' } as User,
    isAuthenticated: true,
    isLoading: false,
  } as AuthContextValue;
  const onOpen = vi.fn(async () => null);
  // The filters and page live in the URL (components/list/use-list-params.ts).
  render(
    <MemoryRouter initialEntries={['/history']}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AuthContext.Provider value={auth}>
          <HistoryPage onOpen={onOpen} />
        </AuthContext.Provider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return onOpen;
}

describe('HistoryPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('pages by five, and any filter change returns to page 1', { timeout: 15_000 }, async () => {
    renderPage(items);
    expect(screen.getByText('Loading analysis history...')).toBeInTheDocument();
    expect(await screen.findAllByTestId('history-card')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getAllByTestId('history-card')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Not Bully');
    expect(screen.getAllByTestId('history-card')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Bully');
    expect(screen.getAllByTestId('history-card')).toHaveLength(4);
    const first = screen.getAllByTestId('history-card')[0]!;
    expect(within(first).getByTestId('history-type')).toHaveTextContent('Threatening Content');
    expect(within(first).getByTestId('history-confidence')).toHaveTextContent('80% confidence');

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getAllByTestId('history-card')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Date'), 'Yesterday');
    expect(screen.getByText('No analysis history found.')).toBeInTheDocument();
  });

  it('filters sentiment and spam results by their labels', async () => {
    const labels = ['positive', 'negative', 'negative', 'spam', 'not_spam', 'threat'];
    renderPage(labels.map((label, i) => ({ ...items[i]!, detected_type: label })));
    await screen.findAllByTestId('history-card');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Negative');
    expect(screen.getAllByTestId('history-type').map((t) => t.textContent)).toEqual([
      'Negative Sentiment',
      'Negative Sentiment',
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Not Spam');
    expect(screen.getAllByTestId('history-type').map((t) => t.textContent)).toEqual(['Not Spam']);
    expect(screen.getByRole('group', { name: 'Sentiment' })).toBeInTheDocument();
  });

  it('opens a card', async () => {
    const onOpen = renderPage(items.slice(0, 2));
    await userEvent.click((await screen.findAllByTestId('history-card'))[1]!);
    expect(onOpen).toHaveBeenCalledWith('id-1');
  });

  it('offers Try again after a failed load, and shows the history once the retry succeeds', async () => {
    let calls = 0;
    renderPage([], async () => {
      calls += 1;
      if (calls === 1)
        return new Response(
          JSON.stringify({ error: 'Internal Server Error', message: 'Server error. Please try again later.' }),
          { status: 500 },
        );
      return historyResponse(items.slice(0, 3));
    });
    expect(await screen.findByText('Failed to load history')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('history-card')).toHaveLength(3);
    expect(screen.queryByText('Failed to load history')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('reads every page of the server: an analysis past the 500th is counted and found', async () => {
    const many: HistoryItem[] = Array.from({ length: 503 }, (_, i) => ({
      ...items[5]!,
      id: `many-${i}`,
      original_text: `মন্তব্য নম্বর ${i}`,
      created_at: new Date(midday - i * 60_000).toISOString(),
    }));
    const pages: string[] = [];
    renderPage([], async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const page = Number(url.searchParams.get('page') ?? '1');
      const size = Number(url.searchParams.get('page_size'));
      pages.push(String(page));
      const results = many.slice((page - 1) * size, page * size);
      const body = { results, count: many.length, page, page_size: size, total_pages: Math.ceil(many.length / size) };
      return new Response(JSON.stringify(body), { status: 200 });
    });
    expect(await screen.findByText('503 analyses')).toBeInTheDocument();
    expect(pages.sort()).toEqual(['1', '2']);
    await userEvent.type(screen.getByLabelText('Search'), 'নম্বর 502');
    // The search applies once typing pauses.
    await waitFor(() => expect(screen.getAllByTestId('history-card')).toHaveLength(1));
    expect(screen.getByTestId('history-text')).toHaveTextContent('মন্তব্য নম্বর 502');
  });

  it('says when there is no history', async () => {
    renderPage([]);
    expect(await screen.findByText('No analysis history found.')).toBeInTheDocument();
  });
});
