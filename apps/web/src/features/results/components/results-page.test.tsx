import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultsPage } from './results-page';
import type { ResultSource } from '../types';

const analysis: ResultSource = {
  analysis_id: 'a1',
  prediction: 'troll',
  confidence: 65,
  processing_time: 1534,
  summary: 'Trolling, mostly.',
  summaries: { en: 'Trolling, mostly.', bn: 'মূলত ট্রল।' },
  timestamp: '2026-03-04T05:06:07.000Z',
  text: 'তুই গাধা',
  model_id: 'bangla-sentiment-v1',
  analysis_type: 'classification',
  language: 'bn',
  class_probabilities: [
    { label: 'troll', confidence: 65 },
    { label: 'not_bully', confidence: 35 },
  ],
  word_contributions: [
    { word: 'গাধা', contribution: 1, contribution_percentage: 80, spans: [{ start: 4, end: 8 }] },
    { word: 'তুই', contribution: -0.25, contribution_percentage: -20, spans: [{ start: 0, end: 3 }] },
  ],
  warnings: [],
};

function Page({ with: patch = {} }: { with?: Partial<ResultSource> }) {
  return <ResultsPage analysis={{ ...analysis, ...patch }} performance={null} onBack={() => {}} />;
}

describe('ResultsPage warnings', () => {
  it("lists the answer's warnings under their heading, and shows no such section without warnings", () => {
    const warnings = [
      { code: 'unsupported_language' as const, message: { en: 'This text looks like English.', bn: 'লেখাটি ইংরেজি।' } },
      { code: 'close_classes' as const, message: { en: 'Two classes are close.', bn: 'দুটি শ্রেণি কাছাকাছি।' } },
    ];
    const { unmount } = render(<Page with={{ warnings }} />);
    const region = screen.getByRole('region', { name: 'Read this result with care' });
    expect([...region.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'This text looks like English.',
      'Two classes are close.',
    ]);
    unmount();
    render(<Page />);
    expect(screen.queryByRole('region', { name: 'Read this result with care' })).toBeNull();
  });
});

describe('ResultsPage contributions', () => {
  it("shows a word whose share reads 0.0% in neither the prediction's colour nor the 'against' blue", () => {
    const words = [
      ...analysis.word_contributions,
      { word: '😀', contribution: 0, contribution_percentage: 0, spans: [{ start: 9, end: 11 }] },
      { word: 'রে', contribution: -0.001, contribution_percentage: -0.04, spans: [{ start: 12, end: 14 }] },
    ];
    render(<Page with={{ text: 'তুই গাধা 😀 রে', word_contributions: words }} />);
    const shares = screen.getAllByTestId('word-percentage');
    expect(shares.map((s) => s.textContent)).toEqual(['+80.0%', '-20.0%', '0.0%', '0.0%']);
    expect(shares[0]).toHaveClass('text-orange-400');
    expect(shares[1]).toHaveClass('text-sky-300');
    for (const zero of shares.slice(2)) expect(zero).toHaveClass('text-slate-400');
    const marks = [...screen.getByTestId('highlighted-text').querySelectorAll('mark')];
    const colours = marks.map((m) => `${m.textContent} ${m.style.backgroundColor.replace(/, [\d.]+\)$/, ')')}`);
    expect(colours).toEqual([
      'তুই rgba(56, 189, 248)',
      'গাধা rgba(249, 115, 22)',
      '😀 rgba(148, 163, 184)',
      'রে rgba(148, 163, 184)',
    ]);
  });
});

describe('ResultsPage exports', () => {
  let created: Blob[];
  beforeEach(() => {
    created = [];
    // jsdom has no object URLs; the download itself is the browser's job (covered end to end).
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:test';
    };
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
    vi.restoreAllMocks();
  });

  it('exports the CSV from the menu and shows the green banner for 3 seconds', { timeout: 10_000 }, async () => {
    render(<Page />);
    expect(screen.getByTestId('processing-time')).toHaveTextContent('1.53 s');
    await userEvent.click(screen.getByRole('button', { name: 'Export Report' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Export to CSV' }));
    expect(await screen.findByText('CSV file exported successfully!')).toBeInTheDocument();
    expect(created).toHaveLength(1);
    const csv = await created[0]!.text();
    expect(csv.split('\r\n')[1]).toBe('1,গাধা,80.00,1,100.00,Top 10%');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(screen.getByText('CSV file exported successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('CSV file exported successfully!')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
  });

  it(
    'gives the focus back to Export Report after an export chosen from the keyboard',
    { timeout: 10_000 },
    async () => {
      render(<Page />);
      const button = screen.getByRole('button', { name: 'Export Report' });
      button.focus();
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Export to Excel' })).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Export to CSV' })).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      expect(await screen.findByText('CSV file exported successfully!')).toBeInTheDocument();
      expect(created).toHaveLength(1);
      // Focus left on <body> would send a keyboard user back to the top of the page.
      await waitFor(() => expect(button).toHaveFocus());
    },
  );

  it('closes the export menu when the keyboard focus leaves it', async () => {
    render(
      <>
        <Page />
        <button type="button">Next on the page</button>
      </>,
    );
    screen.getByRole('button', { name: 'Export Report' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Export to Excel' })).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('menuitem', { name: 'Export to CSV' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next on the page' })).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('keeps the menu open for a click on an item in a browser that gives the item no focus', async () => {
    render(<Page />);
    const button = screen.getByRole('button', { name: 'Export Report' });
    await userEvent.click(button);
    const item = screen.getByRole('menuitem', { name: 'Export to CSV' });
    // Safari: pressing the item blurs the button towards nothing, and only then does the click come.
    fireEvent.pointerDown(item);
    fireEvent.blur(button, { relatedTarget: null });
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.pointerUp(window);
  });

  // The Excel path imports the workbook writer on demand; the first import in a cold test worker on a busy two-core
  // machine has taken over 5 s, so this test allows for it.
  it('reports a failed Excel export', { timeout: 30_000 }, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    URL.createObjectURL = () => {
      throw new Error('no downloads here');
    };
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Export Report' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Export to Excel' }));
    expect(await screen.findByText('Export failed. Please try again.', {}, { timeout: 25_000 })).toBeInTheDocument();
  });
});
