import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getShownRange, Pager } from './pager';

describe('getShownRange', () => {
  it('is 1-based and inclusive, the last page short', () => {
    expect(getShownRange(1, 10, 25)).toEqual({ from: 1, to: 10 });
    expect(getShownRange(3, 10, 25)).toEqual({ from: 21, to: 25 });
  });
  it('is 0 to 0 for no rows or a page beyond the last', () => {
    expect(getShownRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
    expect(getShownRange(4, 10, 25)).toEqual({ from: 0, to: 0 });
  });
});

describe('Pager', () => {
  it('shows an exact total as it is, and stops at the last page', () => {
    render(<Pager page={3} pageSize={10} total={25} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByText('Showing 21 to 25 of 25 results')).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it('reads a capped total as a lower bound (1,000+) and lets Next go past the counted pages', () => {
    const onPageChange = vi.fn();
    render(
      <Pager page={100} pageSize={10} total={1000} totalPages={100} totalIsLowerBound onPageChange={onPageChange} />,
    );
    expect(screen.getByText('Showing 991 to 1,000 of 1,000+ results')).toBeInTheDocument();
    expect(screen.getByText('Page 100 of 100+')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onPageChange).toHaveBeenCalledWith(101);
  });

  it('numbers the pages of a list paged in the browser, marks the current one and steps between them', () => {
    const onPageChange = vi.fn();
    render(<Pager numbered label="History pages" page={5} totalPages={10} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'History pages' });
    expect(nav).toHaveTextContent('1…456…10');
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange.mock.calls).toEqual([[10], [4]]);
  });

  it('leaves out a numbered pager while there is one page', () => {
    const { container } = render(<Pager numbered page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
