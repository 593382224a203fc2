import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClass } from './button';

describe('Button', () => {
  it('never submits a form unless told to', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Plain' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shows its icon before the label and keeps the name the label', () => {
    render(<Button icon={<svg data-testid="icon" aria-hidden />}>Back to Input</Button>);
    const button = screen.getByRole('button', { name: 'Back to Input' });
    expect(button.firstElementChild).toBe(screen.getByTestId('icon'));
  });

  it('gives each variant and size its own classes, and links the same list', () => {
    expect(buttonClass('primary')).toContain('bg-emerald-500');
    expect(buttonClass('secondary')).toContain('border-slate-600');
    expect(buttonClass('danger')).toContain('bg-red-600');
    expect(buttonClass('ghost', 'sm', 'w-full')).toMatch(/px-3 py-1\.5 text-sm w-full$/);
    render(
      <Button variant="danger" size="lg">
        Delete
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Delete' }).className).toBe(buttonClass('danger', 'lg'));
  });
});
