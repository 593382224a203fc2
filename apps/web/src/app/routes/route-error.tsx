import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorFallback } from '@/components/error-fallback';

/** The router catches errors thrown while rendering a route; it shows the app's error boundary text. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return <ErrorFallback />;
}
