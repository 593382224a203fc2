import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside `panel` while `active`: from the last control Tab goes to the first, from the first
 * (or the panel itself) Shift+Tab goes to the last. For what covers the page (a dialog, the phone's side menu), whose
 * controls behind it cannot be seen.
 */
export function useFocusTrap(panel: RefObject<HTMLElement | null>, active = true): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const [head, tail] = [items[0]!, items[items.length - 1]!];
      const current = document.activeElement;
      const inside = current instanceof Node && panel.current.contains(current);
      if (event.shiftKey && (!inside || current === head || current === panel.current)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (!inside || current === tail)) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [panel, active]);
}
