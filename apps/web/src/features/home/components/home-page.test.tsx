import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { DEMO_SAMPLES } from '../demo-samples';
import { HomePage } from './home-page';

function renderHome(onAnalyze: () => void = () => {}, initialText?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <HomePage initialText={initialText} onAnalyze={onAnalyze} isAnalyzing={false} progress={null} error={null} />
    </QueryClientProvider>,
  );
}

const model = (id: string, name: string, task: string) => ({
  id,
  name,
  description: 'd',
  task,
  labels: [],
  status: 'active',
  version: '1',
});

/** The model list the page asks the server for: the default, the spam and the sentiment model. */
function serveModels() {
  const models = [
    model('bangla-sentiment-v1', 'Bangla Sentiment v1', 'classification'),
    model('spam-detector', 'Spam Detector', 'spam'),
    model('sentiment-pro', 'Sentiment Pro', 'sentiment'),
  ];
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify(models), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
}

describe('HomePage', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('keeps all of a pasted text over 10000 characters and says it is too long instead of cutting it', async () => {
    const user = userEvent.setup();
    const onAnalyze = vi.fn();
    renderHome(onAnalyze);
    const input = screen.getByPlaceholderText('Enter Bengali text to analyze...');
    await user.click(input);
    await user.paste('ক'.repeat(10_001));
    expect((input as HTMLInputElement).value).toHaveLength(10_001);
    expect(screen.getByRole('alert')).toHaveTextContent('Text is too long. Maximum 10000 characters allowed.');
    expect(screen.getByRole('alert')).toHaveClass('text-red-400');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('analysis-count')).toHaveTextContent('10,001 / 10,000 characters');
    const analyze = screen.getByRole('button', { name: 'Analyze Text' });
    expect(analyze).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onAnalyze).not.toHaveBeenCalled();

    // One character fewer is within the limit: the message goes and Analyze works.
    await user.keyboard('{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('analysis-count')).toHaveTextContent('10,000 / 10,000 characters');
    await user.click(analyze);
    expect(onAnalyze).toHaveBeenCalledWith('ক'.repeat(10_000), 'bangla-sentiment-v1', 'classification');
  });

  it('says the text is too long in Bengali in Bengali mode, with Bengali digits in the count', async () => {
    await i18n.changeLanguage('bn');
    const user = userEvent.setup();
    renderHome();
    await user.click(screen.getByPlaceholderText('বিশ্লেষণের জন্য বাংলা লেখা লিখুন...'));
    await user.paste('ক'.repeat(10_001));
    expect(screen.getByRole('alert')).toHaveTextContent('লেখাটি অনেক বড়। সর্বোচ্চ ১০,০০০ অক্ষর লেখা যাবে।');
    expect(screen.getByTestId('analysis-count')).toHaveTextContent('১০,০০১ / ১০,০০০ অক্ষর');
  });

  it('treats a text of only zero-width characters as blank: Analyze stays disabled and Enter does nothing', async () => {
    const user = userEvent.setup();
    const onAnalyze = vi.fn();
    renderHome(onAnalyze);
    const input = screen.getByPlaceholderText('Enter Bengali text to analyze...');
    await user.click(input);
    await user.paste('\u200c\u200d \u200b');
    expect(screen.getByRole('button', { name: 'Analyze Text' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onAnalyze).not.toHaveBeenCalled();
    // The same joiners inside a real word are part of it.
    await user.paste('ফাল\u200cতু');
    expect(screen.getByRole('button', { name: 'Analyze Text' })).toBeEnabled();
  });

  it('shows no count for an ordinary text', async () => {
    const user = userEvent.setup();
    renderHome();
    await user.type(screen.getByPlaceholderText('Enter Bengali text to analyze...'), 'ভালো');
    expect(screen.queryByTestId('analysis-count')).not.toBeInTheDocument();
  });

  it("'Try the Demo' fills a sample and moves focus into the input", async () => {
    const user = userEvent.setup();
    renderHome();
    const input = screen.getByPlaceholderText('Enter Bengali text to analyze...');
    await user.click(screen.getByRole('button', { name: 'Try the Demo' }));
    expect(input).toHaveValue(DEMO_SAMPLES.classification[0]);
    expect(input).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Try the Demo' }));
    expect(input).toHaveValue(DEMO_SAMPLES.classification[1]);
    expect(input).toHaveFocus();
  });

  it("'Try the Demo' fills a sample of what the chosen model does: a prize message for spam, a review for sentiment", async () => {
    serveModels();
    const user = userEvent.setup();
    renderHome();
    await screen.findByRole('option', { name: 'Spam Detector' });
    const input = screen.getByPlaceholderText('Enter Bengali text to analyze...');
    await user.selectOptions(screen.getByLabelText('Model'), 'Spam Detector');
    await user.click(screen.getByRole('button', { name: 'Try the Demo' }));
    expect(input).toHaveValue(DEMO_SAMPLES.spam[0]);
    await user.selectOptions(screen.getByLabelText('Model'), 'Sentiment Pro');
    await user.click(screen.getByRole('button', { name: 'Try the Demo' }));
    expect(input).toHaveValue(DEMO_SAMPLES.sentiment[0]);
    await user.click(screen.getByRole('button', { name: 'Try the Demo' }));
    expect(input).toHaveValue(DEMO_SAMPLES.sentiment[1]);
  });

  it('remembers the chosen model when the visitor comes back from the results', async () => {
    serveModels();
    const user = userEvent.setup();
    const first = renderHome();
    await screen.findByRole('option', { name: 'Spam Detector' });
    await user.selectOptions(screen.getByLabelText('Model'), 'Spam Detector');
    first.unmount(); // off to /results, then 'Back to Input'

    const onAnalyze = vi.fn();
    renderHome(onAnalyze);
    expect(await screen.findByRole('option', { name: 'Spam Detector' })).toBeInTheDocument();
    expect(screen.getByLabelText('Model')).toHaveValue('spam-detector');
    await user.type(screen.getByPlaceholderText('Enter Bengali text to analyze...'), 'অভিনন্দন{Enter}');
    expect(onAnalyze).toHaveBeenCalledWith('অভিনন্দন', 'spam-detector', 'spam');
  });

  it('starts with the text it is given, the one typed before the results (decision 0087), ready to edit and send', async () => {
    serveModels();
    const user = userEvent.setup();
    const onAnalyze = vi.fn();
    renderHome(onAnalyze, 'তুই একটা গাধা');
    const input = screen.getByPlaceholderText('Enter Bengali text to analyze...');
    expect(input).toHaveValue('তুই একটা গাধা');
    await screen.findByRole('option', { name: 'Spam Detector' });
    await user.type(input, ' রে{Enter}');
    expect(onAnalyze).toHaveBeenCalledWith('তুই একটা গাধা রে', 'bangla-sentiment-v1', 'classification');
  });

  it('the placeholder is slate-400 on the slate-950 input (7.7:1; slate-500 was 4.2:1)', () => {
    renderHome();
    const input = screen.getByPlaceholderText('Enter Bengali text to analyze...');
    expect(input.className).toContain('placeholder:text-slate-400');
    expect(input.className).toContain('bg-slate-950');
  });
});
