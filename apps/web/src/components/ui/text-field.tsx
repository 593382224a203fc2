import type { InputHTMLAttributes } from 'react';
import { FormField, inputClass } from './form-field';

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'className'
> {
  id: string;
  label: string;
  /** A line under the input that the input names as its description. */
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled text input of an account form: the field's label, the input, and its hint when it has one. */
export function TextField({ id, label, hint, value, onChange, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint}>
      <input
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      />
    </FormField>
  );
}
