import { useEffect, useState } from 'react';

/** docs/product/constants.md#time: messages (export outcomes, saved notices) are shown for 3000 ms. */
export const MESSAGE_DISPLAY_MS = 3000;

/** State that goes back to null on its own `ms` after each time it is set to a value. */
export function useExpiringState<T>(ms = MESSAGE_DISPLAY_MS): [T | null, (value: T | null) => void] {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    if (value === null) return;
    const timer = setTimeout(() => setValue(null), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return [value, setValue];
}
