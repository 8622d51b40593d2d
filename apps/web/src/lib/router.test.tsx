import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { branchesOf, isPlainLeftClick, Link, matchBranch, NavLink, Outlet, Route, Routes, StaticRouter, useLocation, useParams } from './router.tsx';

function Layout({ name }: { name: string }) {
  return (
    <div data-layout={name}>
      <Outlet />
    </div>
  );
}

function EventPage() {
  return <p>{`event ${useParams<'/events/:id'>().id}`}</p>;
}

function Search() {
  const { pathname, search } = useLocation();
  return <p>{`${pathname} ${search}`}</p>;
}

const table = (
  <>
    <Route element={<Layout name="main" />}>
      <Route index element={<p>home</p>} />
      <Route path="events/:id" element={<EventPage />} />
      <Route path="contact" element={<p>contact</p>} />
      <Route path="upcoming-events" element={<Search />} />
      <Route path="*" element={<p>not found</p>} />
    </Route>
    <Route path="auth" element={<Layout name="auth" />}>
      <Route path="login" element={<p>login</p>} />
      <Route path="login/forgotPassword" element={<p>forgot</p>} />
    </Route>
  </>
);

function render(url: string, children = <Routes>{table}</Routes>) {
  return renderToString(<StaticRouter location={url}>{children}</StaticRouter>);
}

describe('matching an address', () => {
  const branches = branchesOf(table);
  const pageOf = (path: string) => matchBranch(branches, path)?.branch.pattern.join('/');

  it('finds the page of each address, whatever its case or trailing slash', () => {
    expect(pageOf('/')).toBe('');
    expect(pageOf('/contact')).toBe('contact');
    expect(pageOf('/Contact/')).toBe('contact');
    expect(pageOf('/auth/login/forgotPassword')).toBe('auth/login/forgotPassword');
  });

  it('prefers any exact route to the catch-all, wherever it stands in the table', () => {
    expect(pageOf('/auth/login')).toBe('auth/login');
    expect(pageOf('/auth')).toBe('*');
    expect(pageOf('/contact/more')).toBe('*');
    expect(pageOf('/events')).toBe('*');
  });

  it('decodes parameters, and keeps one that is not valid percent-encoding as written', () => {
    expect(matchBranch(branches, '/events/a%20b')?.params).toEqual({ id: 'a b' });
    expect(matchBranch(branches, '/events/%E0%A4%A')?.params).toEqual({ id: '%E0%A4%A' });
  });
});

describe('rendering the page of an address', () => {
  it('shows the page inside its layouts, with its parameters', () => {
    expect(render('/events/abc')).toBe('<div data-layout="main"><p>event abc</p></div>');
    expect(render('/auth/login')).toBe('<div data-layout="auth"><p>login</p></div>');
    expect(render('/nowhere')).toBe('<div data-layout="main"><p>not found</p></div>');
  });

  it('gives pages the path and query of the address', () => {
    expect(render('/upcoming-events?q=park&page=2')).toContain('/upcoming-events ?q=park&amp;page=2');
  });

  it('marks the link to the current page for the eye and for screen readers', () => {
    const nav = (
      <nav>
        <NavLink to="/" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Home
        </NavLink>
        <NavLink to="/contact" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Contact
        </NavLink>
      </nav>
    );
    expect(render('/contact/', nav)).toBe('<nav><a class="off" href="/">Home</a><a class="on" aria-current="page" href="/contact">Contact</a></nav>');
  });

  it('writes links as ordinary addresses, so they work before scripts load and in a new tab', () => {
    expect(
      render(
        '/',
        <Link to="/events/1" className="card">
          Open
        </Link>,
      ),
    ).toBe('<a class="card" href="/events/1">Open</a>');
  });
});

describe('which clicks on a link the app handles', () => {
  const plain = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };

  it('handles a plain left click in the same tab', () => {
    expect(isPlainLeftClick(plain)).toBe(true);
    expect(isPlainLeftClick(plain, '_self')).toBe(true);
  });

  it('leaves new tabs, new windows, downloads and other buttons to the browser', () => {
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const) expect(isPlainLeftClick({ ...plain, [key]: true })).toBe(false);
    expect(isPlainLeftClick({ ...plain, button: 1 })).toBe(false);
    expect(isPlainLeftClick(plain, '_blank')).toBe(false);
    expect(isPlainLeftClick({ ...plain, defaultPrevented: true })).toBe(false);
  });
});
