import { frameTexts } from '@volunteering/shared/texts/frame';
import { useTexts } from '../../lib/i18n.tsx';
import { Outlet } from '../../lib/router.tsx';
import { SiteFooter } from './site-footer.tsx';
import { TopBar } from './top-bar.tsx';

export function MainLayout() {
  const t = useTexts(frameTexts);
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="btn btn-primary btn-sm sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-skip-link">
        {t.skipToContent}
      </a>
      <TopBar />
      {/* At least the viewport below the top bar: the footer starts below the fold, so a page whose
          skeleton gives way to shorter content never pulls it into view (CLS 0). */}
      <main id="main" tabIndex={-1} className="mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
