import { frameTexts } from '@volunteering/shared/texts/frame';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router.tsx';
import { useDisplayTimeZone } from '../../lib/server-render.tsx';
import { useNow } from '../../lib/use-now.ts';
import { MAIN_LINKS } from './nav-links.ts';
import { PAGES } from '@volunteering/shared/pages';

type SocialLink = { name: string; href: string; icon: ReactNode };

const SOCIAL_LINKS: SocialLink[] = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/volunteerhub',
    icon: <path d="M14 8V6.5c0-.8.2-1.5 1.5-1.5H17V1.2A22 22 0 0 0 14.5 1C11.9 1 10 2.6 10 5.6V8H7v4h3v11h4V12h3.2l.5-4Z" />,
  },
  {
    name: 'X (Twitter)',
    href: 'https://x.com/volunteerhub',
    icon: (
      <path d="M18.9 1.2h3.7l-8 9.1L24 22.8h-7.4l-5.8-7.6-6.6 7.6H.5l8.6-9.8L0 1.2h7.6l5.2 6.9 6.1-6.9Zm-1.3 19.4h2L6.5 3.2H4.3l13.3 17.4Z" />
    ),
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/volunteerhub',
    icon: (
      <path
        fillRule="evenodd"
        d="M7 1h10a6 6 0 0 1 6 6v10a6 6 0 0 1-6 6H7a6 6 0 0 1-6-6V7a6 6 0 0 1 6-6Zm0 2a4 4 0 0 0-4 4v10a4 4 0 0 0 4 4h10a4 4 0 0 0 4-4V7a4 4 0 0 0-4-4H7Zm5 4a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6Zm5.5-3.8a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6Z"
      />
    ),
  },
  {
    name: 'LinkedIn',
    href: 'https://www.linkedin.com/company/volunteerhub',
    icon: (
      <path d="M2 8.5h4.4V22H2V8.5ZM4.2 2a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM9 8.5h4.2v1.9c.6-1.1 2-2.2 4.2-2.2 4.4 0 5.2 2.9 5.2 6.7V22h-4.4v-6.3c0-1.5 0-3.4-2.1-3.4s-2.4 1.6-2.4 3.3V22H9V8.5Z" />
    ),
  },
];

const linkClass = 'link link-hover';

export function SiteFooter() {
  // The server's year, in the zone its dates are written in, until hydrated: on New Year's Eve (or
  // under a browser clock that is off) the browser's own could differ and break hydration.
  const year = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: useDisplayTimeZone() }).format(useNow());
  return (
    <footer className="border-t border-base-300 bg-base-200 text-base-content">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <p className="text-lg font-bold">{frameTexts.productName}</p>
          <p className="mt-2 max-w-xs text-sm text-base-content/80">
            Find community service events near you, join them in one click, or organize your own.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold tracking-wide uppercase">Explore</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {MAIN_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className={linkClass}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2 className="text-sm font-semibold tracking-wide uppercase">Company</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to={PAGES.about.path} className={linkClass}>
                About
              </Link>
            </li>
            <li>
              <Link to={PAGES.privacy.path} className={linkClass}>
                {frameTexts.privacyPolicy}
              </Link>
            </li>
            <li>
              <Link to={PAGES.terms.path} className={linkClass}>
                {frameTexts.termsOfService}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold tracking-wide uppercase">Follow us</h2>
          <ul className="mt-3 flex gap-2">
            {SOCIAL_LINKS.map(({ name, href, icon }) => (
              <li key={name}>
                <a href={href} className="btn btn-ghost btn-square btn-sm" rel="noopener noreferrer" target="_blank">
                  <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
                    {icon}
                  </svg>
                  <span className="sr-only">{name} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-base-300">
        <p className="mx-auto max-w-7xl px-4 py-4 text-center text-sm text-base-content/80">
          © {year} {frameTexts.productName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
