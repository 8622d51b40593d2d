import { createBrowserRouter } from 'react-router';
import { MainLayout } from '../components/layouts/main-layout.tsx';
import { AppRoot } from './root.tsx';
import { RouteErrorBoundary } from './routes/route-error.tsx';

// Each page is its own chunk, so a visitor downloads only the page they open.
export const router = createBrowserRouter([
  {
    Component: AppRoot,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        Component: MainLayout,
        children: [
          {
            // A pathless boundary inside the layout keeps the top bar usable when a page fails.
            ErrorBoundary: RouteErrorBoundary,
            children: [
              { index: true, lazy: async () => ({ Component: (await import('./routes/home.tsx')).HomeRoute }) },
              {
                path: 'upcoming-events',
                lazy: async () => ({ Component: (await import('./routes/upcoming-events.tsx')).UpcomingEventsRoute }),
              },
              {
                path: 'events/:id',
                lazy: async () => ({ Component: (await import('./routes/event-details.tsx')).EventDetailsRoute }),
              },
              { path: 'contact', lazy: async () => ({ Component: (await import('./routes/contact.tsx')).ContactRoute }) },
              { path: 'about', lazy: async () => ({ Component: (await import('./routes/about.tsx')).AboutRoute }) },
              { path: 'privacy', lazy: async () => ({ Component: (await import('./routes/privacy.tsx')).PrivacyRoute }) },
              { path: 'terms', lazy: async () => ({ Component: (await import('./routes/terms.tsx')).TermsRoute }) },
              { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).NotFoundRoute }) },
            ],
          },
        ],
      },
      {
        path: 'auth/login',
        lazy: async () => ({ Component: (await import('./routes/auth/login.tsx')).LoginRoute }),
      },
    ],
  },
]);
