import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MobileMenu } from './mobile-menu';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <MobileMenu id="menu" open={open} onClose={() => setOpen(false)} title="Shobdo">
        <a href="#about">About</a>
        <a href="#login">Log In</a>
      </MobileMenu>
      <a href="#behind">Behind the menu</a>
    </>
  );
}

describe('MobileMenu focus', () => {
  it('moves focus into the menu on open and back to the opener on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the open menu, which covers the page; Escape gives the focus back to the page', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const close = screen.getByRole('button', { name: 'Close menu' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'About' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    screen.getByRole('link', { name: 'Behind the menu' }).focus();
    await user.tab({ shift: true });
    expect(close).not.toHaveFocus();
  });
});
