import { ChevronDown, Download, FileSpreadsheet, FileText } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportKind } from '../hooks/use-report-export';
import { Button } from '@/components/ui/button';

interface ExportMenuProps {
  exporting: ExportKind | null;
  onExport: (kind: ExportKind) => void;
}

const ITEMS: { kind: ExportKind; Icon: typeof FileText; key: string }[] = [
  { kind: 'excel', Icon: FileSpreadsheet, key: 'export.excel' },
  { kind: 'csv', Icon: FileText, key: 'export.csv' },
];

/**
 * 'Export Report': opens on mouse hover as the spec shows, and on click or tap and from the keyboard
 * (Enter, Space, arrow keys, Escape, Tab away) so that touch and keyboard users reach it too.
 */
export function ExportMenu({ exporting, onExport }: ExportMenuProps) {
  const { t } = useTranslation('results');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  // A mouse has already opened the menu by hovering when it clicks, so its click must not close it.
  const lastPointer = useRef<string>('');
  const busy = exporting !== null;
  // Choosing an item removes the menu and disables the button while the file is made, which leaves the
  // focus on <body>: a keyboard user would start again from the top of the page. It comes back here.
  const returnFocus = useRef(false);
  const pressing = useRef(false);

  useEffect(() => {
    if (busy || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus();
  }, [busy]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const focusItem = (delta: number) => {
    const items = [...(rootRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    items[(index + delta + items.length) % items.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      requestAnimationFrame(() => focusItem(event.key === 'ArrowDown' ? 1 : -1));
    }
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      // Hover only for a real mouse: a tap also emits enter events, and the click handler toggles.
      onPointerEnter={(event) => event.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setOpen(false)}
      onKeyDown={onKeyDown}
      // Tabbing out of the menu (to the page or out of it) closes it, as a click outside does; left open
      // it covered the result. Focus lost during a press inside is a click on an item in a browser that
      // does not focus buttons (Safari): the item's click must still land.
      onPointerDown={() => {
        pressing.current = true;
        window.addEventListener('pointerup', () => (pressing.current = false), { once: true });
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (!open || (next && rootRef.current?.contains(next)) || (!next && pressing.current)) return;
        setOpen(false);
      }}
    >
      <Button
        ref={buttonRef}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        disabled={busy}
        onPointerDown={(event) => (lastPointer.current = event.pointerType)}
        onClick={() => {
          if (lastPointer.current === 'mouse') setOpen(true);
          else setOpen((value) => !value);
          lastPointer.current = '';
        }}
        icon={<Download className="h-5 w-5" aria-hidden />}
      >
        {busy ? t('export.exporting') : t('export.button')}
        <ChevronDown className="h-4 w-4" aria-hidden />
      </Button>
      {open && !busy && (
        // pt-2 instead of a margin keeps the pointer inside the menu's box on its way down.
        <div className="absolute left-0 z-30 pt-2 sm:left-auto sm:right-0">
          <div
            id={menuId}
            role="menu"
            aria-label={t('export.button')}
            className="w-56 overflow-hidden rounded-xl border border-slate-700 bg-slate-900 shadow-2xl"
          >
            {ITEMS.map(({ kind, Icon, key }) => (
              <button
                key={kind}
                type="button"
                role="menuitem"
                disabled={busy}
                onClick={() => {
                  setOpen(false);
                  returnFocus.current = true;
                  buttonRef.current?.focus();
                  onExport(kind);
                }}
                className="flex w-full items-center gap-3 px-4 py-3 text-left text-slate-100 hover:bg-slate-800 focus:bg-slate-800 focus:outline-none disabled:opacity-50"
              >
                <Icon className="h-5 w-5 text-emerald-300" aria-hidden />
                {t(key)}
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
