import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before a search is applied (and written to the URL). */
export const SEARCH_DELAY_MS = 300;

export const listFieldClass =
  'rounded-lg border border-slate-700 bg-slate-900 px-3 py-2 text-slate-100 focus:border-emerald-400 focus:outline-none [color-scheme:dark]';

interface SearchFieldProps {
  label: string;
  placeholder: string;
  /** The search applied (the URL's); the field follows it when it changes elsewhere (Clear, Back). */
  value: string;
  /** Called once typing pauses, with the text typed. */
  onChange: (value: string) => void;
  className?: string;
}

/** A labelled search box that applies what is typed after a short pause, not on every keystroke. */
export function SearchField({ label, placeholder, value, onChange, className = '' }: SearchFieldProps) {
  const [text, setText] = useState(value);
  // The URL's search the box last followed, and the text it last sent: the URL catches up with a sent search a
  // moment later (a navigation renders in a transition), and that catching up must not touch what is typed.
  const [followed, setFollowed] = useState(value);
  const [sent, setSent] = useState<string | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  // A search changed from outside (Clear Filters, Back, a link) replaces what the box shows.
  if (value !== followed) {
    setFollowed(value);
    if (value === sent) setSent(null);
    else setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => {
      setSent(text);
      onChangeRef.current(text);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <label className={`flex flex-col gap-1 text-sm text-slate-300 ${className}`}>
      {label}
      <span className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          className={`${listFieldClass} w-full pl-9`}
        />
      </span>
    </label>
  );
}
