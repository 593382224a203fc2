import { X } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '../../lib/use-focus-trap';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  id: string;
}

/**
 * The slide-in side menu of small screens. It covers the page, so Tab stays inside it while it is open. It closes on
 * the backdrop, on Escape and (through the children's onNavigate) on any link click.
 */
export function MobileMenu({ open, onClose, title, children, id }: MobileMenuProps) {
  const { t } = useTranslation('nav');
  const panelRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  useFocusTrap(panelRef, open);

  // Keyboard and screen-reader users land in the menu when it opens...
  useLayoutEffect(() => {
    if (!open) return;
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
  }, [open]);

  // ...and back on the opener when they close it. Done here rather than in an effect cleanup, which runs
  // inside React's commit, where React puts the focus back where it was.
  const close = useCallback(() => {
    if (panelRef.current?.contains(document.activeElement)) openerRef.current?.focus();
    onClose();
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, close]);

  return (
    <div className={`fixed inset-0 z-50 md:hidden ${open ? '' : 'pointer-events-none'}`} aria-hidden={!open}>
      <div
        data-testid="menu-backdrop"
        onClick={close}
        className={`absolute inset-0 bg-black/60 transition-opacity ${open ? 'opacity-100' : 'opacity-0'}`}
      />
      <nav
        ref={panelRef}
        id={id}
        aria-label={title}
        inert={!open}
        className={`absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto border-r border-slate-800 bg-slate-900 p-4 shadow-xl transition-transform duration-200 ${
          open ? 'translate-x-0' : '-translate-x-full'
        }`}
      >
        <div className="flex items-center justify-between">
          <span className="text-lg font-semibold text-emerald-300">{title}</span>
          <button
            ref={closeRef}
            type="button"
            onClick={close}
            aria-label={t('closeMenu')}
            className="rounded-lg p-2 text-slate-300 hover:bg-slate-800"
          >
            <X className="h-5 w-5" aria-hidden />
          </button>
        </div>
        {children}
      </nav>
    </div>
  );
}
