import { describe, expect, it } from 'vitest';
import { getTermsPage } from './terms-content';

describe('terms content', () => {
  it('says the same things in both languages: the same sections with as many paragraphs and items', () => {
    const shape = (language: 'en' | 'bn') =>
      getTermsPage(language).sections.map((s) => ({
        id: s.id,
        paragraphs: s.paragraphs.length,
        items: s.items?.length ?? 0,
      }));
    expect(shape('bn')).toEqual(shape('en'));
  });

  it('covers what the issue asks of it: addresses, admins, anonymous analyses, deleting an account', () => {
    const ids = getTermsPage('en').sections.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['stored', 'anonymous', 'admins', 'delete']));
    const text = JSON.stringify(getTermsPage('en'));
    expect(text).toContain('Your network address is never stored');
    expect(text).toContain('full text');
  });
});
