import { frameTexts } from '@volunteering/shared/texts/frame';
import { useTexts } from '../../lib/i18n.tsx';
import { useRef } from 'react';
import { Link, useNavigate } from '../../lib/router.tsx';
import type { SessionUser } from '../../lib/auth/session.ts';
import { useAuth } from '../../lib/auth/auth-provider.tsx';
import { useImageFallback } from '../ui/use-image-fallback.ts';
import { Initials } from '../ui/initials.tsx';
import { ACCOUNT_LINKS } from './nav-links.ts';
import { isStaff } from '../../lib/auth/roles.ts';
import { useDismiss } from './use-dismiss.ts';
import { useMenuState } from './use-menu-state.ts';
import { PAGES } from '@volunteering/shared/pages';

const MENU_ID = 'account-menu';

function Avatar({ user }: { user: SessionUser }) {
  // The photo is any address the user gave; without one, or when it fails, their initials.
  const photo = useImageFallback(user.image ?? '');
  if (user.image && !photo.failed) {
    return <img ref={photo.ref} src={user.image} alt="" className="size-9 rounded-full object-cover" referrerPolicy="no-referrer" onError={photo.onError} />;
  }
  return <Initials name={user.name} seed={user.email} className="size-9 text-sm" />;
}

export function AvatarMenu({ user }: { user: SessionUser }) {
  const t = useTexts(frameTexts);
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { open, close, toggle } = useMenuState();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(container, button, open, close);

  async function logout() {
    close();
    try {
      await signOut();
    } catch {
      // The session is already forgotten in this browser; a failed server call changes nothing for the user.
    }
    navigate('/');
  }

  return (
    <div ref={container} className="relative">
      <button ref={button} type="button" className="btn btn-ghost btn-circle" aria-expanded={open} aria-controls={MENU_ID} onClick={toggle}>
        <Avatar user={user} />
        <span className="sr-only">{t.accountMenuFor(user.name)}</span>
      </button>
      {open && (
        <div id={MENU_ID} className="absolute right-0 z-popover mt-2 w-56 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg">
          <p className="truncate px-3 pt-1 pb-2 text-sm font-semibold">{user.name}</p>
          <ul className="menu w-full p-0">
            {ACCOUNT_LINKS.map(({ to, text }) => (
              <li key={to}>
                <Link to={to}>{t[text]}</Link>
              </li>
            ))}
            <li>
              <Link to={PAGES.profile.path}>{t.profileMenu}</Link>
            </li>
            {isStaff(user) && (
              <li>
                <Link to={PAGES.moderation.path}>{t.moderation}</Link>
              </li>
            )}
            <li className="mt-1 border-t border-base-300 pt-1">
              <button type="button" onClick={logout}>
                {t.logout}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
