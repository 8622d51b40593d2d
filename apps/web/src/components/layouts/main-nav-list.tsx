import { frameTexts } from '@volunteering/shared/texts/frame';
import { useTexts } from '../../lib/i18n.tsx';
import { NavLink } from '../../lib/router.tsx';
import { MAIN_LINKS } from './nav-links.ts';

// daisyUI's default marks the current page with a near-black pill in light and a faint one in dim; a primary tint reads the same in both.
const ACTIVE_LINK_COLOURS = '[--menu-active-bg:color-mix(in_oklab,var(--color-primary)_12%,transparent)] [--menu-active-fg:var(--color-primary)]';

/** The main links as a daisyUI menu; the current page is marked (and announced: NavLink sets aria-current). */
export function MainNavList({ className }: { className: string }) {
  const t = useTexts(frameTexts);
  return (
    <ul className={`${className} ${ACTIVE_LINK_COLOURS}`}>
      {MAIN_LINKS.map(({ to, text }) => (
        <li key={to}>
          <NavLink to={to} className={({ isActive }) => (isActive ? 'menu-active' : '')}>
            {t[text]}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
