import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorFallback } from '@/components/error-fallback';

/**
 * Whether a route failed because its code could not be downloaded: a page is loaded on first visit
 * (`import()`), and on a phone that lost its signal that request fails. The browsers word it differently.
 */
export function isPageDownloadFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    // Chromium: "Failed to fetch dynamically imported module", Firefox: "error loading dynamically imported module",
    // Safari: "Importing a module script failed".
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}

/** The router catches errors thrown while rendering a route; it shows the app's error boundary text. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return <ErrorFallback network={isPageDownloadFailure(error)} />;
}
