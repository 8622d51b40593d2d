import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { useAuth } from '../../lib/auth/auth-provider.tsx';
import { CreateEventForm } from '../../features/event-form/components/create-event-form.tsx';

export function CreateEventRoute() {
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-3xl">
      <title>{eventFormTexts.pageTitle}</title>
      <header className="mb-8">
        <h1 className="text-3xl font-bold">{eventFormTexts.heading}</h1>
        <p className="mt-2 text-base-content/80">{eventFormTexts.subheading}</p>
      </header>
      <div className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-8">
        {/* RequireAuth renders this page only for a signed-in user. */}
        <CreateEventForm organizer={user?.name ?? ''} />
      </div>
    </div>
  );
}
