import { PAGES } from '@volunteering/shared/pages';
import { adminTexts } from '@volunteering/shared/texts/admin';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { isAdmin, isStaff } from '../../../lib/auth/roles.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import { NavLink } from '../../../lib/router.tsx';

// The same primary tint for the current screen as the site's main links, in both themes.
const LINK = 'btn btn-sm btn-ghost px-2.5 text-sm font-medium';
const CURRENT = 'bg-primary/12 text-primary';

/**
 * The way between the moderation screens (issue 16): the open reports and the audit log for
 * moderators and admins, the moderators' screen for admins only. Nothing for anyone else.
 */
export function AdminNav() {
  const t = useTexts(adminTexts);
  const { user } = useAuth();
  if (!isStaff(user)) return null;
  const links = [
    { to: PAGES.moderation.path, label: t.navReports },
    { to: PAGES.moderationAudit.path, label: t.navAudit },
    ...(isAdmin(user) ? [{ to: PAGES.moderationStaff.path, label: t.navStaff }] : []),
  ];
  return (
    <nav aria-label={t.navLabel} className="mb-6 border-b border-base-300 pb-3">
      <ul className="flex flex-wrap gap-1">
        {links.map(({ to, label }) => (
          <li key={to}>
            <NavLink to={to} className={({ isActive }) => (isActive ? `${LINK} ${CURRENT}` : LINK)}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
