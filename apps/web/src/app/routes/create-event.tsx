import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { useAuth } from '../../lib/auth/auth-provider.tsx';
import { useTexts } from '../../lib/i18n.tsx';
import { CreateEventForm } from '../../features/event-form/components/create-event-form.tsx';

export function CreateEventRoute() {
  const { user } = useAuth();
  const t = useTexts(eventFormTexts);
  return (
    <div className="mx-auto max-w-3xl">
      <title>{t.pageTitle}</title>
      <header className="mb-8">
        <h1 className="text-3xl font-bold">{t.heading}</h1>
        <p className="mt-2 text-base-content/80">{t.subheading}</p>
      </header>
      <div className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-8">
        {/* RequireAuth renders this page only for a signed-in user. */}
        <CreateEventForm organizer={user?.name ?? ''} />
      </div>
    </div>
  );
}
