import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { ModelCardPage } from './model-card-page';

const CARDS = {
  en: '# Shobdo model card\n\n- Validation: accuracy 0.8598 on 5514 comments, model shobdo-v2, `--seed 13`',
  bn: '# শব্দ মডেল কার্ড\n\n- যাচাই: নির্ভুলতা 0.8598, 5514টি মন্তব্যে, মডেল shobdo-v2, `--seed 13`',
};

function renderPage() {
  // The network boundary only: like the server, it answers the card of the Accept-Language header.
  const fetchCard = vi.fn(async (_path: string, init?: RequestInit) => {
    const language = new Headers(init?.headers).get('accept-language') === 'bn' ? 'bn' : 'en';
    return new Response(CARDS[language], { status: 200, headers: { 'content-type': 'text/markdown; charset=utf-8' } });
  });
  vi.stubGlobal('fetch', fetchCard);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ModelCardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchCard;
}

describe('ModelCardPage', () => {
  afterEach(() => {
    changeLanguage('en');
    vi.unstubAllGlobals();
  });

  it('shows the card of the UI language and fetches the other one when the language switches', async () => {
    const fetchCard = renderPage();
    const english = await screen.findByTestId('model-card');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveTextContent('Validation: accuracy 0.8598 on 5514 comments, model shobdo-v2, --seed 13');
    expect(screen.getByText(/A Bengali translation is shown/)).toBeInTheDocument();

    act(() => changeLanguage('bn'));
    expect(await screen.findByRole('heading', { name: 'শব্দ মডেল কার্ড' })).toBeInTheDocument();
    const bengali = screen.getByTestId('model-card');
    expect(bengali).toHaveAttribute('lang', 'bn');
    // Bengali digits in the text; the model id and the code span keep theirs.
    expect(bengali).toHaveTextContent('যাচাই: নির্ভুলতা ০.৮৫৯৮, ৫৫১৪টি মন্তব্যে, মডেল shobdo-v2, --seed 13');
    expect(screen.getByText(/ইংরেজি মডেল কার্ডের বাংলা অনুবাদ/)).toBeInTheDocument();
    expect(fetchCard).toHaveBeenCalledTimes(2);
    expect(fetchCard.mock.calls.map(([, init]) => new Headers(init?.headers).get('accept-language'))).toEqual([
      'en',
      'bn',
    ]);
  });
});
