import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { makeAuth, makeUser, renderWithAuth } from '@/test/render-with-auth';
import { serveApi } from '@/test/serve-api';
import { ReviewPage } from './review-page';

const ROW = {
  id: 'f1',
  analysis_id: 'a1',
  model_id: 'shobdo-v1',
  predicted_label: 'not_bully',
  predicted_confidence: 81.25,
  correct_label: 'threat',
  note: 'হুমকি',
  status: 'pending',
  source: 'web',
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
  reviewed_at: null,
  text: 'তোকে দেখে নেব',
  user: { id: 'u1', username: 'rahim' },
  reviewed_by: null,
};
const MODELS = [
  {
    id: 'shobdo-v1',
    name: 'Shobdo v1',
    description: '',
    task: 'classification',
    labels: ['not_bully', 'threat'],
    status: 'active',
    version: '1',
  },
  {
    id: 'spam-detector',
    name: 'Spam detector',
    description: '',
    task: 'spam',
    labels: ['spam', 'not_spam'],
    status: 'active',
    version: '1',
  },
];

function show(url: string) {
  const router = createMemoryRouter([{ path: '/review', element: <ReviewPage canExport={false} /> }], {
    initialEntries: [url],
  });
  renderWithAuth(<RouterProvider router={router} />, makeAuth({ user: makeUser('moderator') }));
  return router;
}

beforeEach(() => i18n.changeLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

describe('ReviewPage', () => {
  test('reads its filters from the URL, writes changes back to it, and accepts the selected rows', async () => {
    const calls = serveApi((call) => {
      if (call.url.startsWith('/api/models/')) return { status: 200, body: MODELS };
      if (call.method === 'POST') return { status: 200, body: { updated: 1, not_found: [] } };
      return {
        status: 200,
        body: { entries: [ROW], pagination: { page: 2, page_size: 10, total: 11, total_pages: 2 } },
      };
    });
    const router = show('/review?model=shobdo-v1&page=2');
    const row = await screen.findByRole('row', { name: /তোকে দেখে নেব/ }, { timeout: 15_000 });
    expect(within(row).getByText('Normal Text · 81.3%')).toBeVisible();
    expect(within(row).getByText('Threatening Content')).toBeVisible();
    expect(calls[0]?.url ?? '').toContain(
      '/api/moderation/feedback/?page=2&page_size=10&status=pending&model_id=shobdo-v1',
    );

    await userEvent.selectOptions(screen.getByLabelText('Suggested class'), 'threat');
    expect(router.state.location.search).toBe('?model=shobdo-v1&label=threat');
    await userEvent.selectOptions(screen.getByLabelText('Status'), '');
    expect(router.state.location.search).toBe('?status=all&model=shobdo-v1&label=threat');

    await userEvent.click(await screen.findByRole('checkbox', { name: /rahim/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept (1)' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 corrections updated.');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/moderation/feedback/review/',
      body: { ids: ['f1'], decision: 'accept' },
    });
  }, 30_000);
});
