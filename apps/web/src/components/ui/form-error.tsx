import { useEffect, useRef } from 'react';

export interface FormErrorProps {
  message: string | null;
  /**
   * Which submission the message belongs to (FormCard counts them). The same message after another
   * press is brought into view and announced again; without it the second press seemed to do nothing.
   */
  attempt?: number;
}

/**
 * A form's error line. A new message is scrolled into view below the sticky navigation bar (its
 * `scroll-margin-top` clears the bar's 4 rem; on a phone the error sat under the bar where nobody saw it)
 * and takes the focus, so a screen reader reads it and the keyboard continues from it.
 */
export function FormError({ message, attempt = 0 }: FormErrorProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!message || !node) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    node.scrollIntoView?.({ block: 'nearest', behavior: reduceMotion ? 'auto' : 'smooth' });
    node.focus({ preventScroll: true });
  }, [message, attempt]);
  if (!message) return null;
  return (
    <p
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="scroll-mt-24 rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-400"
    >
      {message}
    </p>
  );
}

/** A form's success notice, in the same place as its error line. */
export function FormSuccess({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="status"
      className="rounded-lg border border-emerald-500/40 bg-emerald-500/10 px-3 py-2 text-sm text-emerald-200"
    >
      {message}
    </p>
  );
}
