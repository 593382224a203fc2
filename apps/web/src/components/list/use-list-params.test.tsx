import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListParams } from './use-list-params';

const DEFAULTS = { search: '', date: 'all' };
let controls: ReturnType<typeof useListParams<typeof DEFAULTS>> | undefined;

function ListProbe() {
  controls = useListParams(DEFAULTS);
  return null;
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/history', element: <ListProbe /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useListParams', () => {
  it('keeps both of two changes made before the first one has rendered', async () => {
    const router = renderAt('/history?search=park');
    // A date picked, then (in the same tick) a pending search's debounce firing with an empty box.
    await act(async () => {
      controls!.setFilters({ date: 'today' });
      controls!.setFilters({ search: '' });
    });
    expect(router.state.location.search).toBe('?date=today');
    expect(controls!.params).toEqual({ search: '', date: 'today', page: 1 });
  });

  it('follows a navigation from outside after its own changes have rendered', async () => {
    const router = renderAt('/history');
    await act(async () => controls!.setFilters({ search: 'a' }));
    await act(async () => router.navigate('/history?date=last7'));
    await act(async () => controls!.setPage(2));
    expect(router.state.location.search).toBe('?date=last7&page=2');
  });
});
