import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';
/** Where the label sits: centred (buttons), or at the start (a full-width entry in a menu or sidebar). */
export type ButtonAlign = 'center' | 'start';

const BASE =
  'inline-flex items-center gap-2 rounded-lg font-semibold transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400 focus-visible:ring-offset-2 focus-visible:ring-offset-slate-950 disabled:cursor-not-allowed';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-emerald-500 text-slate-950 hover:bg-emerald-400 disabled:bg-slate-700 disabled:text-slate-400',
  secondary: 'border border-slate-600 text-slate-100 hover:bg-slate-800 disabled:opacity-60',
  ghost: 'text-slate-200 hover:bg-slate-800 disabled:opacity-60',
  danger: 'bg-red-600 text-white hover:bg-red-500 disabled:bg-slate-700 disabled:text-slate-400',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2',
  lg: 'px-6 py-3',
};

/**
 * The class list of a button of this variant and size: for links that look like buttons. `extra` is for
 * layout (width, alignment, margins); a colour or padding there competes with the variant's own.
 */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
  align: ButtonAlign = 'center',
): string {
  return [BASE, align === 'start' ? 'justify-start' : 'justify-center', VARIANTS[variant], SIZES[size], extra]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shown before the label, e.g. a lucide icon. */
  icon?: ReactNode;
  align?: ButtonAlign;
}

/** The one button of the app: `type="button"` unless told otherwise, so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', align = 'center', icon, className = '', type = 'button', children, ...rest },
  ref,
) {
  return (
    <button ref={ref} type={type} className={buttonClass(variant, size, className, align)} {...rest}>
      {icon}
      {children}
    </button>
  );
});
