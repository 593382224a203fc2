import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isPageDownloadFailure, RouteErrorPage } from './route-error';

describe('isPageDownloadFailure', () => {
  it("knows each browser's words for a page's code that could not be downloaded", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://127.0.0.1/assets/about-w2zXxWbA.js', // Chromium
      'error loading dynamically imported module: http://127.0.0.1/assets/about.js', // Firefox
      'Importing a module script failed.', // Safari
    ]) {
      expect(isPageDownloadFailure(new TypeError(message))).toBe(true);
    }
  });

  it('leaves every other error to the unexpected-error text', () => {
    expect(isPageDownloadFailure(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isPageDownloadFailure(new Error('Failed to fetch dynamically imported module'))).toBe(false);
    expect(isPageDownloadFailure('offline')).toBe(false);
  });
});

function renderRouteFailing(error: unknown) {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      HydrateFallback: () => null,
      lazy: () => Promise.reject(error),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('RouteErrorPage', () => {
  it('says a network error when the page could not be downloaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRouteFailing(new TypeError('Failed to fetch dynamically imported module: /assets/about.js'));
    expect(await screen.findByText('Network error. Please check your connection.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });

  it('keeps the unexpected-error text for anything else', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRouteFailing(new Error('boom'));
    expect(
      await screen.findByText('We encountered an unexpected error. Please try refreshing the page.'),
    ).toBeInTheDocument();
  });
});
