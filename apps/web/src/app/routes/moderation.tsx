import { moderationTexts } from '@volunteering/shared/texts/moderation';
import { AdminNav } from '../../features/moderation/components/admin-nav.tsx';
import { HiddenList } from '../../features/moderation/components/hidden-list.tsx';
import { OpenReports } from '../../features/moderation/components/open-reports.tsx';
import { useAuth } from '../../lib/auth/auth-provider.tsx';
import { isStaff } from '../../lib/auth/roles.ts';
import { useTexts } from '../../lib/i18n.tsx';

/** /admin: the open reports, then what is hidden or suspended, for moderators and admins (issue 16). */
export function ModerationRoute() {
  const t = useTexts(moderationTexts);
  const { user } = useAuth();
  return (
    <>
      <title>{t.pageTitle}</title>
      <header className="mb-6">
        <h1 className="text-3xl font-bold">{t.heading}</h1>
        <p className="mt-2 max-w-prose text-base-content/80">{t.intro}</p>
      </header>
      <AdminNav />
      {/* Asked only by those it answers: the pages sign out on a 403, which a member would get. */}
      {isStaff(user) ? (
        <>
          <OpenReports />
          <HiddenList />
        </>
      ) : (
        <p className="rounded-box border border-base-300 bg-base-100 p-6">{t.notStaff}</p>
      )}
    </>
  );
}
