import { createBrowserRouter } from 'react-router';
import { MainLayout } from '../components/layouts/main-layout.tsx';
import { ContactRoute } from './routes/contact.tsx';
import { EventDetailsRoute } from './routes/event-details.tsx';
import { HomeRoute } from './routes/home.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { RouteErrorBoundary } from './routes/route-error.tsx';
import { UpcomingEventsRoute } from './routes/upcoming-events.tsx';

export const router = createBrowserRouter([
  {
    Component: MainLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        // A pathless boundary inside the layout keeps the top bar usable when a page fails.
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { index: true, Component: HomeRoute },
          { path: 'upcoming-events', Component: UpcomingEventsRoute },
          { path: 'events/:id', Component: EventDetailsRoute },
          { path: 'contact', Component: ContactRoute },
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
  },
]);
