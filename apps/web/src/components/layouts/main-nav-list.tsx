import { NavLink } from 'react-router';
import { MAIN_LINKS } from './nav-links.ts';

/** The main links as a daisyUI menu; the current page is marked (and announced by NavLink). */
export function MainNavList({ className }: { className: string }) {
  return (
    <ul className={className}>
      {MAIN_LINKS.map(({ to, label }) => (
        <li key={to}>
          <NavLink to={to} end className={({ isActive }) => (isActive ? 'menu-active' : undefined)}>
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
