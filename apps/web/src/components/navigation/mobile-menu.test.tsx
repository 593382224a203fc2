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
      </MobileMenu>
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
});
