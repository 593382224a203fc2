import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { LanguageToggle } from './language-toggle';

describe('LanguageToggle', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  // WCAG 2.5.3 (label in name): a voice-control user says what they see, 'বাংলা' or 'English'.
  it('has a name that starts with the language it shows, then says what it does', async () => {
    render(<LanguageToggle />);
    expect(screen.getByRole('button', { name: 'বাংলা · Switch to Bengali' })).toHaveTextContent('বাংলা');
    await i18n.changeLanguage('bn');
    expect(await screen.findByRole('button', { name: 'English · ইংরেজিতে বদলান' })).toHaveTextContent('English');
  });
});
