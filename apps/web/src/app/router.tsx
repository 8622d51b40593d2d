import { lazy, type ComponentType } from 'react';
import { Route, Routes } from '../lib/router.tsx';
import { MainLayout } from '../components/layouts/main-layout.tsx';
import { RequireAuth } from '../lib/auth/require-auth.tsx';
import { PageBoundary } from './page-boundary.tsx';

/** Each page is its own chunk, so a visitor downloads only the page they open. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const HomeRoute = page(() => import('./routes/home.tsx'), 'HomeRoute');
const UpcomingEventsRoute = page(() => import('./routes/upcoming-events.tsx'), 'UpcomingEventsRoute');
const EventDetailsRoute = page(() => import('./routes/event-details.tsx'), 'EventDetailsRoute');
const ContactRoute = page(() => import('./routes/contact.tsx'), 'ContactRoute');
const AboutRoute = page(() => import('./routes/about.tsx'), 'AboutRoute');
const PrivacyRoute = page(() => import('./routes/privacy.tsx'), 'PrivacyRoute');
const TermsRoute = page(() => import('./routes/terms.tsx'), 'TermsRoute');
const NotFoundRoute = page(() => import('./routes/not-found.tsx'), 'NotFoundRoute');
const CreateEventRoute = page(() => import('./routes/create-event.tsx'), 'CreateEventRoute');
const ManageEventsRoute = page(() => import('./routes/manage-events.tsx'), 'ManageEventsRoute');
const JoinedEventsRoute = page(() => import('./routes/joined-events.tsx'), 'JoinedEventsRoute');
const ProfileRoute = page(() => import('./routes/profile.tsx'), 'ProfileRoute');
const MyImpactRoute = page(() => import('./routes/my-impact.tsx'), 'MyImpactRoute');
const LoginRoute = page(() => import('./routes/auth/login.tsx'), 'LoginRoute');
const RegisterRoute = page(() => import('./routes/auth/register.tsx'), 'RegisterRoute');
const ForgotPasswordRoute = page(() => import('./routes/auth/forgot-password.tsx'), 'ForgotPasswordRoute');
const ResetPasswordRoute = page(() => import('./routes/auth/reset-password.tsx'), 'ResetPasswordRoute');

// The route table, read by our router (lib/router.tsx, decision 018): any exact path wins over `*`.
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<MainLayout />}>
        <Route element={<PageBoundary />}>
          <Route index element={<HomeRoute />} />
          <Route path="upcoming-events" element={<UpcomingEventsRoute />} />
          <Route path="events/:id" element={<EventDetailsRoute />} />
          <Route path="contact" element={<ContactRoute />} />
          <Route path="about" element={<AboutRoute />} />
          <Route path="privacy" element={<PrivacyRoute />} />
          <Route path="terms" element={<TermsRoute />} />
          <Route element={<RequireAuth />}>
            <Route path="create-event" element={<CreateEventRoute />} />
            <Route path="manage-events" element={<ManageEventsRoute />} />
            <Route path="joined-events" element={<JoinedEventsRoute />} />
            <Route path="profile" element={<ProfileRoute />} />
            <Route path="my-impact" element={<MyImpactRoute />} />
          </Route>
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Route>
      <Route path="auth" element={<PageBoundary />}>
        <Route path="login" element={<LoginRoute />} />
        <Route path="login/forgotPassword" element={<ForgotPasswordRoute />} />
        <Route path="register" element={<RegisterRoute />} />
        <Route path="reset-password" element={<ResetPasswordRoute />} />
      </Route>
    </Routes>
  );
}
