import { useState, type FormEvent, type ReactNode } from 'react';
import { FormError, FormSuccess } from './form-error';

export interface FormCardProps {
  title: string;
  subtitle?: string;
  /** 1 on a page of its own (login, sign-up), 2 for a form among others (profile, password). */
  headingLevel?: 1 | 2;
  /** The message to show above the fields: a check that failed or the server's refusal. */
  error: string | null;
  /** A success notice in the same place. */
  notice?: string | null;
  onSubmit: () => void;
  /**
   * Called when any field changes (a change event bubbling up to the form): the old error belongs to
   * the old values, so forms clear it here.
   */
  onEdit?: () => void;
  /** Let the form check its fields itself instead of the browser's bubbles (login). */
  noValidate?: boolean;
  children: ReactNode;
}

/**
 * The card every account form is built from: heading, error or notice line, fields, actions. It counts
 * submissions so that the same error after another press is shown (scrolled to, focused) again.
 */
export function FormCard({
  title,
  subtitle,
  headingLevel = 1,
  error,
  notice = null,
  onSubmit,
  onEdit,
  noValidate,
  children,
}: FormCardProps) {
  const [attempt, setAttempt] = useState(0);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    onSubmit();
  };
  return (
    <form
      onSubmit={handleSubmit}
      onChange={onEdit}
      noValidate={noValidate}
      className="flex flex-col gap-5 rounded-2xl border border-slate-800 bg-slate-900/60 p-6 shadow-xl"
    >
      <div className="flex flex-col gap-1">
        <Heading
          className={
            headingLevel === 1 ? 'text-2xl font-semibold text-slate-100' : 'text-lg font-semibold text-slate-100'
          }
        >
          {title}
        </Heading>
        {subtitle ? <p className="text-sm text-slate-400">{subtitle}</p> : null}
      </div>
      <FormError message={error} attempt={attempt} />
      <FormSuccess message={notice} />
      {children}
    </form>
  );
}
