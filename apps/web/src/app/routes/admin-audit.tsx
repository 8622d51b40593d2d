import { adminTexts } from '@volunteering/shared/texts/admin';
import { moderationTexts } from '@volunteering/shared/texts/moderation';
import { AdminNav } from '../../features/moderation/components/admin-nav.tsx';
import { AuditLog } from '../../features/moderation/components/audit-log.tsx';
import { useAuth } from '../../lib/auth/auth-provider.tsx';
import { isStaff } from '../../lib/auth/roles.ts';
import { useTexts } from '../../lib/i18n.tsx';

/** /admin/audit: what moderators and admins did, who, when and why (issue 16). */
export function AdminAuditRoute() {
  const t = useTexts(adminTexts);
  const m = useTexts(moderationTexts);
  const { user } = useAuth();
  return (
    <>
      <title>{t.auditPageTitle}</title>
      <header className="mb-6">
        <h1 className="text-3xl font-bold">{t.auditHeading}</h1>
        <p className="mt-2 max-w-prose text-base-content/80">{t.auditIntro}</p>
      </header>
      <AdminNav />
      {/* Asked only by those it answers: the pages sign out on a 403, which a member would get. */}
      {isStaff(user) ? <AuditLog /> : <p className="rounded-box border border-base-300 bg-base-100 p-6">{m.notStaff}</p>}
    </>
  );
}
