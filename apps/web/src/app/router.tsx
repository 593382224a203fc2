import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAccess } from './guards/require-access';
import { SiteLayout } from './layouts/site-layout';
import { RootHydrateFallback, RootLayout } from './layouts/root-layout';
import { addBothLanguages, addLanguage } from '@/lib/i18n';
import { RouteErrorPage } from './routes/route-error';
import HomeRoute from './routes/home';

type RouteModule = { default?: ComponentType; Component?: ComponentType };

/**
 * Every page but home is its own chunk, so the home route only downloads what it shows. Home, where most
 * visits start, is in the entry: as a lazy chunk it came as eight files, a round of requests and about
 * 8 KB of response headers on a phone (issue 28); the other pages pay its few KB. A route module
 * default-exports its page component (or exports `Component`).
 */
function page(load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> {
  return pageWith(async () => {}, load);
}

/**
 * A page that needs languages besides the reader's (decision 0057): the 404 says its message in both, the
 * results page writes its exports' labels in English. They load beside the page's chunk.
 */
function pageWith(languages: () => Promise<void>, load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), languages()]);
      const Page = module.default ?? module.Component;
      if (!Page) throw new Error('Route module exports no component');
      return { Component: Page };
    },
  };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <SiteLayout variant="public" />,
        children: [
          { index: true, Component: HomeRoute },
          { path: 'about', ...page(() => import('./routes/about')) },
          { path: 'model-card', ...page(() => import('./routes/model-card')) },
          { path: 'login', ...page(() => import('./routes/login')) },
          { path: 'signup', ...page(() => import('./routes/signup')) },
          { path: 'terms', ...page(() => import('./routes/terms')) },
        ],
      },
      {
        element: <SiteLayout variant="dashboard" />,
        children: [
          {
            path: 'results',
            ...pageWith(
              () => addLanguage('en'),
              () => import('./routes/results'),
            ),
          },
          {
            element: <RequireAccess auth />,
            children: [
              { path: 'history', ...page(() => import('./routes/history')) },
              { path: 'profile', ...page(() => import('./routes/profile')) },
              { path: 'batch', ...page(() => import('./routes/batch')) },
              { path: 'batch/:id', ...page(() => import('./routes/batch-detail')) },
            ],
          },
          {
            element: <RequireAccess auth role="moderator" />,
            children: [{ path: 'review', ...page(() => import('./routes/review')) }],
          },
        ],
      },
      {
        path: 'dashboard',
        ...page(() => import('./layouts/admin-layout')),
        children: [
          { index: true, ...page(() => import('./routes/dashboard/overview')) },
          { path: 'users', ...page(() => import('./routes/dashboard/users')) },
          { path: 'logs', ...page(() => import('./routes/dashboard/logs')) },
        ],
      },
      {
        element: <SiteLayout variant="public" />,
        children: [{ path: '*', ...pageWith(addBothLanguages, () => import('./routes/not-found')) }],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
