import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router';

const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/upcoming-events', label: 'Upcoming Events' },
  { to: '/contact', label: 'Contact' },
] as const;

export function MainLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="btn btn-primary btn-sm sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50">
        Skip to main content
      </a>
      <header className="border-b border-base-300 bg-base-100">
        <div className="navbar mx-auto max-w-7xl flex-wrap gap-x-4 px-4">
          <Link to="/" className="text-xl font-bold text-primary">
            Volunteer Hub
          </Link>
          <nav aria-label="Main" className="w-full sm:ml-auto sm:w-auto">
            <ul className="menu menu-horizontal gap-1 px-0">
              {NAV_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <NavLink to={to} end className={({ isActive }) => (isActive ? 'menu-active' : undefined)}>
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none">
        <Outlet />
      </main>
      <footer className="footer footer-center border-t border-base-300 bg-base-200 p-6 text-base-content/80">
        <p>© {new Date().getFullYear()} Volunteer Hub. All rights reserved.</p>
      </footer>
      <ScrollRestoration />
    </div>
  );
}
