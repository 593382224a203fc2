import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_SAMPLES } from '../demo-samples';
import { HomePage } from './home-page';

function renderHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <HomePage onAnalyze={() => {}} isAnalyzing={false} progress={null} error={null} />
    </QueryClientProvider>,
  );
}

describe('HomePage', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("'Try the Demo' fills a sample and moves focus into the input", async () => {
    const user = userEvent.setup();
    renderHome();
    const input = screen.getByPlaceholderText('Enter Bengali text to analyze...');
    await user.click(screen.getByRole('button', { name: 'Try the Demo' }));
    expect(input).toHaveValue(DEMO_SAMPLES[0]);
    expect(input).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Try the Demo' }));
    expect(input).toHaveValue(DEMO_SAMPLES[1]);
    expect(input).toHaveFocus();
  });

  it('the placeholder is slate-400 on the slate-950 input (7.7:1; slate-500 was 4.2:1)', () => {
    renderHome();
    const input = screen.getByPlaceholderText('Enter Bengali text to analyze...');
    expect(input.className).toContain('placeholder:text-slate-400');
    expect(input.className).toContain('bg-slate-950');
  });
});
