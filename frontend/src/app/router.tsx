import { createBrowserRouter } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { RouteError } from './routes/route-error';

// Every page is its own chunk: the first visit downloads only the page it lands on.
export const router = createBrowserRouter([
  {
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: () =>
          import('../features/landing/components/landing-page').then((module) => ({
            Component: module.LandingPage,
          })),
      },
      {
        path: '*',
        lazy: () =>
          import('./routes/not-found').then((module) => ({ Component: module.NotFoundPage })),
      },
    ],
  },
]);
