import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, filterCountries } from '../lib/countries';
import { CountryInput } from './country-input';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <div>
      <label htmlFor="c">Country</label>
      <CountryInput id="c" value={value} onChange={setValue} placeholder="type" />
      <output data-testid="value">{value}</output>
      <button type="button">elsewhere</button>
    </div>
  );
}

describe('country list', () => {
  it('holds about 190 countries with English and Bengali names', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(190);
    expect(COUNTRIES.find((c) => c.code === 'BD')).toMatchObject({ en: 'Bangladesh', bn: 'বাংলাদেশ' });
  });
  it('matches a case-insensitive substring in either language', () => {
    expect(filterCountries('DESH').map((c) => c.code)).toContain('BD');
    expect(filterCountries('বাংলা').map((c) => c.code)).toContain('BD');
  });
  it('finds a country by the short names people type, the exact one first', () => {
    expect(filterCountries('usa').map((c) => c.code)).toEqual(['US']);
    expect(filterCountries('UAE').map((c) => c.code)).toEqual(['AE']);
    expect(filterCountries('uk').map((c) => c.code)[0]).toBe('GB');
    expect(filterCountries('uk').map((c) => c.code)).toContain('UA');
    expect(filterCountries('Great Britain').map((c) => c.code)).toEqual(['GB']);
  });
});

describe('CountryInput keyboard', () => {
  it('arrows through matches, Enter picks, Escape closes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    await user.type(input, 'ind');
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['India', 'Indonesia']));

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent(options[0]!);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('leaves Enter and the arrows to a phonetic keyboard while it composes a word', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    await user.type(input, 'ভার');
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    // The keyboard commits its word with Enter: the list stays open, nothing is picked, the highlight stays.
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(input, { key: 'ArrowDown', isComposing: true });
    expect(screen.getByTestId('value')).toHaveTextContent('ভার');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    // Once the word is written, Enter picks as before.
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value')).not.toHaveTextContent(/^ভার$/);
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('combobox'));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes when Tab moves on, so the open list neither takes a tab stop nor covers the next field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('combobox'));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'elsewhere' })).toHaveFocus();
  });
});
