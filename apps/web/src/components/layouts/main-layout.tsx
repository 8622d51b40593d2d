import { frameTexts } from '@volunteering/shared/texts/frame';
import type { CheckInboxState } from './account-notices.tsx';
import { useAuth } from '../../lib/auth/auth-provider.tsx';
import { useTexts } from '../../lib/i18n.tsx';
import { Outlet, useLocation } from '../../lib/router.tsx';
import { whenNear } from '../../lib/when-near.tsx';
import { TopBar } from './top-bar.tsx';

// Few visitors see them (a new account, a followed link): their code and words come only for those.
const AccountNotices = whenNear(async () => (await import('./account-notices.tsx')).AccountNotices);
// Below every page's first screen (main is at least a viewport tall): its code comes when the visitor heads for it.
const SiteFooter = whenNear(async () => (await import('./site-footer.tsx')).SiteFooter);

export function MainLayout() {
  const t = useTexts(frameTexts);
  const { user } = useAuth();
  const { search, state } = useLocation();
  const notice = user?.emailVerified === false || new URLSearchParams(search).has('verified') || Boolean((state as CheckInboxState)?.checkInbox);
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="btn btn-primary btn-sm sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-skip-link">
        {t.skipToContent}
      </a>
      <TopBar />
      {/* At least the viewport below the top bar: the footer starts below the fold, so a page whose
          skeleton gives way to shorter content never pulls it into view (CLS 0). */}
      <main id="main" tabIndex={-1} className="mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none">
        {notice && <AccountNotices />}
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
