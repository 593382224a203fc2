import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageVisit } from '@/lib/visit-tracking';

/** Counts each page path once per browser session (docs/product/screens.md#across-pages); silent on failure. */
export function useVisitTracking(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    void trackPageVisit(pathname);
  }, [pathname]);
}
