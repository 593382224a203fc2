import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { makeAuth, makeUser, renderWithAuth } from '@/test/render-with-auth';
import { serveApi } from '@/test/serve-api';
import { ReportWrongResult } from './report-wrong-result';

const LABELS = ['not_bully', 'religious', 'sexual', 'troll', 'threat'];
const ENTRY = {
  id: 'f1',
  analysis_id: 'a1',
  model_id: 'shobdo-v1',
  predicted_label: 'not_bully',
  predicted_confidence: 80,
  correct_label: 'threat',
  note: '',
  status: 'pending',
  source: 'web',
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
  reviewed_at: null,
};

function show(user = makeUser('user')) {
  return renderWithAuth(
    <MemoryRouter>
      <ReportWrongResult analysisId="a1" prediction="not_bully" labels={LABELS} />
    </MemoryRouter>,
    makeAuth({ user }),
  );
}

beforeEach(() => i18n.changeLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

describe('ReportWrongResult', () => {
  test("the owner picks the right class (not the model's own), adds a note, and is thanked", async () => {
    const calls = serveApi((call) =>
      call.method === 'POST'
        ? { status: 201, body: { ...ENTRY, note: 'ধমকি' } }
        : { status: 200, body: { feedback: null } },
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Wrong result?' }));
    expect(screen.queryByRole('radio', { name: 'Normal Text' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send correction' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Pick the right class first.');
    await userEvent.click(screen.getByRole('radio', { name: 'Threatening Content' }));
    await userEvent.click(screen.getByLabelText('Note (optional)'));
    await userEvent.paste('ধমকি');
    await userEvent.click(screen.getByRole('button', { name: 'Send correction' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks — an admin will review it.');
    expect(screen.getByText('You reported this result as Threatening Content (waiting for review).')).toBeVisible();
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/analysis/analyses/a1/feedback/',
      body: { correct_label: 'threat', note: 'ধমকি' },
    });
    // The dialog closed with the answer.
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 20_000);

  test("shows the server's refusal in Bengali", async () => {
    await i18n.changeLanguage('bn');
    serveApi((call) =>
      call.method === 'POST'
        ? {
            status: 400,
            body: { error: 'Bad Request', message: 'This model has no such class.', details: { correct_label: ['x'] } },
          }
        : { status: 200, body: { feedback: null } },
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'ফলাফল ভুল?' }));
    await userEvent.click(screen.getByRole('radio', { name: 'ট্রলিং বিষয়বস্তু' }));
    await userEvent.click(screen.getByRole('button', { name: 'সংশোধন পাঠান' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('এই মডেলের এমন কোনো শ্রেণি নেই।');
  });

  test('asks a visitor to sign in, and shows nothing to someone who may not correct it', async () => {
    renderWithAuth(
      <MemoryRouter>
        <ReportWrongResult analysisId="a1" prediction="not_bully" labels={LABELS} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /Log in and analyse the text again/ })).toHaveAttribute('href', '/login');

    serveApi(() => ({ status: 404, body: { error: 'Not Found', message: 'Resource not found.' } }));
    const { container } = show(makeUser('user', 'karim'));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  test('offers to analyse again an analysis made before the login (403: it belongs to no account)', async () => {
    serveApi(() => ({ status: 403, body: { error: 'Forbidden', message: 'Access denied.' } }));
    const run = vi.fn();
    renderWithAuth(
      <MemoryRouter>
        <ReportWrongResult
          analysisId="a1"
          prediction="not_bully"
          labels={LABELS}
          analyzeAgain={{ run, pending: false, error: null }}
        />
      </MemoryRouter>,
      makeAuth({ user: makeUser('user') }),
    );
    expect(await screen.findByText(/made before you logged in/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Analyse again' }));
    expect(run).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Wrong result?' })).toBeNull();
  });
});
