import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormCard } from './form-card';

/** A one-field form that always fails with the same message, and clears it on edit. */
function AlwaysFails({ onEdit }: { onEdit?: () => void }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <FormCard
      title="Sign up"
      error={error}
      onSubmit={() => setError('Please fill in all required fields')}
      onEdit={() => {
        setError(null);
        onEdit?.();
      }}
    >
      <label htmlFor="name">Name</label>
      <input id="name" />
      <button type="submit">Send</button>
    </FormCard>
  );
}

describe('FormCard', () => {
  it('brings the error into view and focuses it on every press, even when the message is the same', async () => {
    const scrolls = vi.fn();
    Element.prototype.scrollIntoView = scrolls;
    const user = userEvent.setup();
    render(<AlwaysFails />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign up' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please fill in all required fields');
    expect(alert).toHaveFocus();
    expect(alert).toHaveClass('scroll-mt-24'); // clears the sticky navigation bar
    expect(scrolls).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(scrolls).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('tells the form when a field changes, so the old error goes', async () => {
    const onEdit = vi.fn();
    const user = userEvent.setup();
    render(<AlwaysFails onEdit={onEdit} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'R');
    expect(onEdit).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
