import { useRef } from 'react';
import { NavLink } from 'react-router';
import { MAIN_LINKS } from './nav-links.ts';
import { useDismiss } from './use-dismiss.ts';
import { useMenuState } from './use-menu-state.ts';

const MENU_ID = 'mobile-menu';

/** The main links behind a menu button on narrow screens; hidden from medium width up. */
export function MobileMenu() {
  const { open, close, toggle } = useMenuState();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(container, button, open, close);

  return (
    <div ref={container} className="md:hidden">
      <button
        ref={button}
        type="button"
        className="btn btn-ghost btn-square btn-sm"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
          <path
            fill="none"
            stroke="currentColor"
            strokeLinecap="round"
            strokeWidth="2"
            d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 6h16M4 12h16M4 18h16'}
          />
        </svg>
        <span className="sr-only">Menu</span>
      </button>
      {open && (
        <nav
          id={MENU_ID}
          aria-label="Menu"
          className="absolute inset-x-0 top-full z-30 border-b border-base-300 bg-base-100 px-4 py-2 shadow-md"
        >
          <ul className="menu w-full gap-1 p-0">
            {MAIN_LINKS.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to} end className={({ isActive }) => (isActive ? 'menu-active' : undefined)}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
