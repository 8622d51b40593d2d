import { frameTexts } from '@volunteering/shared/texts/frame';
import { Link, useLocation } from '../../lib/router.tsx';
import { useAuth } from '../../lib/auth/auth-provider.tsx';
import type { SessionUser } from '../../lib/auth/session.ts';
import { useTexts } from '../../lib/i18n.tsx';
import { LanguageSwitch } from '../ui/language-switch.tsx';
import { ThemeSwitch } from '../ui/theme-switch.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { MainNavList } from './main-nav-list.tsx';
import { PAGES } from '@volunteering/shared/pages';
import { useEffect, useState } from 'react';

// A signed-in visitor's menu comes in its own chunk: a signed-out visitor (every first visit) never
// loads it. A page rendered for a known user loads it before rendering or hydrating
// (entry-server.tsx, main.tsx), so the menu is there, and answers, from the first paint.
let avatarMenu: typeof import('./avatar-menu.tsx') | undefined;
export const loadAvatarMenu = async () => (avatarMenu ??= await import('./avatar-menu.tsx'));
const accountPlaceholder = <span className="size-10" aria-hidden="true" />;

/** The avatar's menu; for a user who signs in on the page, once its chunk has come. */
function SignedInMenu({ user }: { user: SessionUser }) {
  const [menu, setMenu] = useState(avatarMenu);
  useEffect(() => {
    if (!menu) loadAvatarMenu().then(setMenu, () => {});
  }, [menu]);
  return menu ? <menu.AvatarMenu user={user} /> : accountPlaceholder;
}

function AccountArea() {
  const { user, loading } = useAuth();
  const location = useLocation();
  const t = useTexts(frameTexts);
  // Neither the avatar nor Login until the session is known, so the bar does not flicker.
  if (loading) return accountPlaceholder;
  if (user) return <SignedInMenu user={user} />;
  return (
    <Link to={PAGES.login.path} state={{ from: location.pathname + location.search }} className="btn btn-primary btn-sm">
      {t.login}
    </Link>
  );
}

export function TopBar() {
  const t = useTexts(frameTexts);
  return (
    <header className="relative z-header border-b border-base-300 bg-base-100 print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-4">
        <MobileMenu />
        <Link
          to="/"
          className="rounded-field text-lg font-bold whitespace-nowrap text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary sm:text-xl"
        >
          {t.productName}
        </Link>
        <nav aria-label={t.mainNavigation} className="hidden lg:ml-4 lg:block">
          <MainNavList className="menu menu-horizontal gap-1 px-0" />
        </nav>
        <div className="ml-auto flex items-center gap-2 sm:gap-4">
          <LanguageSwitch className="btn btn-ghost btn-sm hidden lg:inline-flex" />
          <ThemeSwitch />
          {/* As wide as the Login button and as tall as the avatar, so nothing in the bar moves
              whichever of the three shows (nothing while loading, Login, or the avatar). */}
          <div className="flex h-10 min-w-15 items-center justify-end">
            <AccountArea />
          </div>
        </div>
      </div>
    </header>
  );
}
