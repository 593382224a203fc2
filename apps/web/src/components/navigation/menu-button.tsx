import { Menu } from 'lucide-react';

interface MenuButtonProps {
  label: string;
  open: boolean;
  /** The id of the side menu the button opens. */
  controls: string;
  onOpen: () => void;
}

/** The hamburger button that opens a slide-in side menu below the md breakpoint. */
export function MenuButton({ label, open, controls, onOpen }: MenuButtonProps) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={label}
      aria-expanded={open}
      aria-controls={controls}
      className="rounded-lg p-2 text-slate-200 hover:bg-slate-800 md:hidden"
    >
      <Menu className="h-6 w-6" aria-hidden />
    </button>
  );
}
