import { useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useVisitTracking } from '@/lib/use-visit-tracking';

/**
 * Above every layout: a new page starts at its top (opening a result from far down the history
 * otherwise kept the history's scroll position), and back/forward return to where the reader was.
 */
export function RootLayout() {
  useVisitTracking();
  // index.html's static first paint (vite-first-paint.ts) goes in the commit that shows the first page,
  // before the browser paints it: the two never show together and the screen is never blank between them.
  useLayoutEffect(() => document.getElementById('first-paint')?.remove(), []);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

// Shown only when the first page's code is slow to arrive, so a fast load does not flash it.
const FALLBACK_DELAY_MS = 300;

/** While the first route's chunk loads; without one the router warns on every page load. */
export function RootHydrateFallback() {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), FALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return visible ? <LoadingScreen label={t('loading')} /> : null;
}
