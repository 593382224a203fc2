import { describe, expect, it } from 'vitest';
import { TABLE_SCROLL_CLASS, renderMarkdown } from './render-markdown';

describe('renderMarkdown', () => {
  it('renders headings one level down, tables in a scrolling wrapper, and code', () => {
    const html = renderMarkdown('# Shobdo model card\n\n| id | task |\n|---|---|\n| a | b |\n\nSee `x`.');
    expect(html).toMatch(/<h2[^>]*>Shobdo model card<\/h2>/);
    expect(html).toContain(`<div class="${TABLE_SCROLL_CLASS}" tabindex="0"><table>`);
    expect(html).toContain('<code>x</code>');
  });

  it('never lets raw HTML through: block and inline HTML come out as text', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\nA <img src=x onerror="alert(1)"> b <b>bold</b>');
    expect(html).not.toMatch(/<script|<img|<b>/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(host.querySelector('script, img, b')).toBeNull();
  });

  it('drops javascript: and data: links but keeps web, mail and relative ones', () => {
    const html = renderMarkdown(
      '[a](javascript:alert(1)) [b](data:text/html,x) [c](https://example.org) [d](mailto:x@y.z) [e](#defs) [f](docs/a.md)',
    );
    expect(html).not.toMatch(/javascript:|data:text/);
    expect(html).toContain('href="https://example.org"');
    expect(html).toContain('href="mailto:x@y.z"');
    expect(html).toContain('href="#defs"');
    expect(html).toContain('href="docs/a.md"');
  });

  it('writes the text in Bengali digits in Bengali mode, but never code, names or link addresses', () => {
    const source = [
      '## যাচাই 2026-11-22',
      '',
      '- যাচাই: cyberbullying/val.csv (n = 5514): নির্ভুলতা 0.8598, ম্যাক্রো-F1 0.8466, shobdo-v2 **24,776**টি',
      '',
      '| মডেল | 10,000 অক্ষর |',
      '|---|---|',
      '| shobdo-v1 | 7.0 ms |',
      '',
      'Run `npm run eval -- --data ../shared/data/spam/val.csv` with `{"cost":0.3,"minDf":2}`, see [part 2](#part-2).',
      '',
      '```',
      'npx tsx packages/nlp/src/cli/card-figures.ts --lang bn 1 2 3',
      '```',
    ].join('\n');
    const host = document.createElement('div');
    host.innerHTML = renderMarkdown(source, 'bn');
    expect(host.querySelector('h3')?.textContent).toBe('যাচাই ২০২৬-১১-২২');
    expect(host.querySelector('li')?.textContent).toBe(
      'যাচাই: cyberbullying/val.csv (n = ৫৫১৪): নির্ভুলতা ০.৮৫৯৮, ম্যাক্রো-F1 ০.৮৪৬৬, shobdo-v2 ২৪,৭৭৬টি',
    );
    expect([...host.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual([
      'মডেল',
      '১০,০০০ অক্ষর',
      'shobdo-v1',
      '৭.০ ms',
    ]);
    expect([...host.querySelectorAll('code')].map((code) => code.textContent)).toEqual([
      'npm run eval -- --data ../shared/data/spam/val.csv',
      '{"cost":0.3,"minDf":2}',
      'npx tsx packages/nlp/src/cli/card-figures.ts --lang bn 1 2 3\n',
    ]);
    const link = host.querySelector('a');
    expect(link?.textContent).toBe('part ২');
    expect(link?.getAttribute('href')).toBe('#part-2');
    // English keeps ASCII digits everywhere.
    expect(renderMarkdown(source, 'en')).not.toMatch(/[০-৯]/);
    expect(renderMarkdown(source)).toBe(renderMarkdown(source, 'en'));
  });
});
