import { dateTimeFormat } from '@volunteering/shared/intl-formats';
import { frameTexts } from '@volunteering/shared/texts/frame';
import { useLanguage, useTexts } from '../../lib/i18n.tsx';
import { Link } from '../../lib/router.tsx';
import { useDisplayTimeZone } from '../../lib/server-render.tsx';
import { useNow } from '../../lib/use-now.ts';
import { MAIN_LINKS } from './nav-links.ts';
import { PAGES } from '@volunteering/shared/pages';

/** `icon` names its symbol in public/social-icons.svg: a cached picture, not script on every page. */
type SocialLink = { name: string; href: string; icon: string };

const SOCIAL_LINKS: SocialLink[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/volunteerhub', icon: 'facebook' },
  { name: 'X (Twitter)', href: 'https://x.com/volunteerhub', icon: 'x' },
  { name: 'Instagram', href: 'https://www.instagram.com/volunteerhub', icon: 'instagram' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/volunteerhub', icon: 'linkedin' },
];

const linkClass = 'link link-hover';

export function SiteFooter() {
  // The server's year, in the zone its dates are written in, until hydrated: on New Year's Eve (or
  // under a browser clock that is off) the browser's own could differ and break hydration.
  const t = useTexts(frameTexts);
  const { locale } = useLanguage();
  const year = dateTimeFormat(locale, { year: 'numeric', timeZone: useDisplayTimeZone() }).format(useNow());
  return (
    <footer className="border-t border-base-300 bg-base-200 text-base-content print:hidden">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <p className="text-lg font-bold">{t.productName}</p>
          <p className="mt-2 max-w-xs text-sm text-base-content/80">{t.footerIntro}</p>
        </div>
        <nav aria-label={t.footerNavigation}>
          <h2 className="text-sm font-semibold tracking-wide uppercase">{t.explore}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {MAIN_LINKS.map(({ to, text }) => (
              <li key={to}>
                <Link to={to} className={linkClass}>
                  {t[text]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t.company}>
          <h2 className="text-sm font-semibold tracking-wide uppercase">{t.company}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to={PAGES.about.path} className={linkClass}>
                {t.about}
              </Link>
            </li>
            <li>
              <Link to={PAGES.privacy.path} className={linkClass}>
                {t.privacyPolicy}
              </Link>
            </li>
            <li>
              <Link to={PAGES.terms.path} className={linkClass}>
                {t.termsOfService}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold tracking-wide uppercase">{t.followUs}</h2>
          <ul className="mt-3 flex gap-2">
            {SOCIAL_LINKS.map(({ name, href, icon }) => (
              <li key={name}>
                <a href={href} className="btn btn-ghost btn-square btn-sm" rel="noopener noreferrer" target="_blank">
                  <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
                    <use href={`/social-icons.svg#${icon}`} />
                  </svg>
                  <span className="sr-only">{t.opensInNewTab(name)}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-base-300">
        <p className="mx-auto max-w-7xl px-4 py-4 text-center text-sm text-base-content/80">{t.copyright(year)}</p>
      </div>
    </footer>
  );
}
