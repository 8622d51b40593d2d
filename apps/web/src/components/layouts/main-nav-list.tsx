import { NavLink } from '../../lib/router.tsx';
import { MAIN_LINKS } from './nav-links.ts';

// daisyUI's default marks the current page with a near-black pill in light and a faint one in dim; a primary tint reads the same in both.
const ACTIVE_LINK_COLOURS =
  '[--menu-active-bg:color-mix(in_oklab,var(--color-primary)_12%,transparent)] [--menu-active-fg:var(--color-primary)]';

// daisyUI shows focus on a menu item only as a background (and turns the outline off), which the current page's item already has.
const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-primary';

/** The main links as a daisyUI menu; the current page is marked (and announced: NavLink sets aria-current). */
export function MainNavList({ className }: { className: string }) {
  return (
    <ul className={`${className} ${ACTIVE_LINK_COLOURS}`}>
      {MAIN_LINKS.map(({ to, label }) => (
        <li key={to}>
          <NavLink to={to} className={({ isActive }) => `${FOCUS_RING} ${isActive ? 'menu-active' : ''}`}>
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
