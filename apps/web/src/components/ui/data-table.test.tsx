import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';

const ROWS = [{ id: 'a', name: 'rahim' }];
const COLUMNS = [{ key: 'name', header: 'Name', cell: (row: (typeof ROWS)[number]) => row.name }];

/** A browser's layout, which jsdom has not: the frame's and the table's widths, and a ResizeObserver that reports once. */
function layOut(frameWidth: number, tableWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(frameWidth);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(tableWidth);
}

describe('DataTable', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: () => void) {}
        observe() {
          this.report();
        }
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const table = () => (
    <DataTable
      caption="Users"
      rows={ROWS}
      columns={COLUMNS}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.name}
      empty="No users"
    />
  );

  it('says that it scrolls sideways when the table is wider than its frame (a phone)', () => {
    layOut(390, 768);
    render(table());
    expect(screen.getByTestId('table-scroll-hint')).toHaveTextContent('Scroll sideways to see every column.');
  });

  it('says nothing when the table fits', () => {
    layOut(1024, 1024);
    render(table());
    expect(screen.queryByTestId('table-scroll-hint')).toBeNull();
  });
});
