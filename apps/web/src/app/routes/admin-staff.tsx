import { adminTexts } from '@volunteering/shared/texts/admin';
import { moderationTexts } from '@volunteering/shared/texts/moderation';
import { AdminNav } from '../../features/moderation/components/admin-nav.tsx';
import { StaffScreen } from '../../features/moderation/components/staff-screen.tsx';
import { useAuth } from '../../lib/auth/auth-provider.tsx';
import { isAdmin, isStaff } from '../../lib/auth/roles.ts';
import { useTexts } from '../../lib/i18n.tsx';

/** /admin/staff: admins make and remove moderators, each change with a reason (issue 16). */
export function AdminStaffRoute() {
  const t = useTexts(adminTexts);
  const m = useTexts(moderationTexts);
  const { user } = useAuth();
  return (
    <>
      <title>{t.staffPageTitle}</title>
      <header className="mb-6">
        <h1 className="text-3xl font-bold">{t.staffHeading}</h1>
        <p className="mt-2 max-w-prose text-base-content/80">{t.staffIntro}</p>
      </header>
      <AdminNav />
      {/* Only admins ask the API here: a moderator's or member's 403 would sign them out. */}
      {isAdmin(user) ? <StaffScreen /> : <p className="rounded-box border border-base-300 bg-base-100 p-6">{isStaff(user) ? t.adminsOnlyNote : m.notStaff}</p>}
    </>
  );
}
