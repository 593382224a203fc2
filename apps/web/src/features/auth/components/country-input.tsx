import { FIELD_LIMITS } from '@shobdo/contracts';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '@/components/ui/form-field';
import { COUNTRIES, filterCountries, type Country } from '../lib/countries';

interface CountryInputProps {
  id: string;
  /** The chosen country's English name, or free text while typing. */
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}

/**
 * Type-ahead over the fixed country list (docs/product/screens.md#login-and-sign-up): case-insensitive substring match, arrow
 * keys move, Enter picks, Escape, Tab and a click outside close.
 */
export function CountryInput({ id, value, onChange, placeholder }: CountryInputProps) {
  const { t, i18n } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = `${id}-list`;
  const language = i18n.language === 'bn' ? 'bn' : 'en';
  const selected = COUNTRIES.find((c) => c.en === value);
  const shown = selected ? selected[language] : value;
  const matches = useMemo(() => filterCountries(value), [value]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const choose = (country: Country) => {
    onChange(country.en);
    setOpen(false);
    setActive(-1);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // While a phonetic keyboard (Avro, Gboard's Bangla) is composing a word, Enter and the arrows belong to it:
    // Enter commits the word, it must not pick the highlighted country.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, matches.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault(); // picking a country must not submit the form
      const country = matches[active];
      if (country) choose(country);
      else setOpen(false);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Tab') {
      // Moving on closes the list: left open it covers the field below, and Chrome makes the scrolling
      // list itself a tab stop.
      setOpen(false);
      setActive(-1);
    }
  };

  const activeId = open && matches[active] ? `${id}-option-${matches[active].code}` : undefined;
  useEffect(() => {
    // Keep the highlighted option visible while arrowing through a long list (jsdom has no scrollIntoView).
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);
  return (
    <div ref={rootRef} className="relative">
      <input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        maxLength={FIELD_LIMITS.country}
        value={shown}
        placeholder={placeholder}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={handleKeyDown}
        className={inputClass}
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-label={t('signup.countryList')}
          className="absolute z-20 mt-1 max-h-60 w-full overflow-y-auto rounded-lg border border-slate-700 bg-slate-900 py-1 shadow-xl"
        >
          {matches.length === 0 ? (
            <li className="px-3 py-2 text-sm text-slate-400">{t('signup.noCountry')}</li>
          ) : (
            matches.map((country, index) => (
              <li
                key={country.code}
                id={`${id}-option-${country.code}`}
                role="option"
                aria-selected={index === active}
                onPointerDown={(e) => e.preventDefault()}
                onClick={() => choose(country)}
                onMouseEnter={() => setActive(index)}
                className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-emerald-500/20 text-emerald-200' : 'text-slate-200'}`}
              >
                {country[language]}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
