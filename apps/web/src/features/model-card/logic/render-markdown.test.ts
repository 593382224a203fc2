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
    const html = renderMarkdown('[a](javascript:alert(1)) [b](data:text/html,x) [c](https://example.org) [d](mailto:x@y.z) [e](#defs) [f](docs/a.md)');
    expect(html).not.toMatch(/javascript:|data:text/);
    expect(html).toContain('href="https://example.org"');
    expect(html).toContain('href="mailto:x@y.z"');
    expect(html).toContain('href="#defs"');
    expect(html).toContain('href="docs/a.md"');
  });
});
