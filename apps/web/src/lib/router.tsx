import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { matchPattern, matchRoute, segmentsOf, type ParamsOf } from '@volunteering/shared/path-match';

// The app's router (decision 018): the part of React Router's declarative mode this app uses, with
// the same names and behaviour, in a fraction of its bytes.

export type Location = { pathname: string; search: string; hash: string; state: unknown; key: string };
/** How the current location was reached: back/forward (and the first load), a link, or a replacement. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
export type NavigateOptions = { replace?: boolean; state?: unknown };
export type Navigate = (to: string, options?: NavigateOptions) => void;

type RouterValue = { location: Location; navigationType: NavigationType; navigate: Navigate };
type RouteValue = { outlet: ReactNode; params: Record<string, string> };

const RouterContext = createContext<RouterValue | null>(null);
const RouteContext = createContext<RouteValue>({ outlet: null, params: {} });

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('router hooks are used outside <BrowserRouter> or <StaticRouter>');
  return router;
}

type HistoryEntry = { usr?: unknown; key?: string } | null;

const newKey = () => Math.random().toString(36).slice(2, 10);

function currentBrowserLocation(): Location {
  const { pathname, search, hash } = window.location;
  let entry = window.history.state as HistoryEntry;
  // An address opened afresh gets its own key too, so what is kept per entry (the scroll position)
  // finds it again after a reload and never mixes it up with another address opened afresh.
  if (!entry?.key) {
    entry = { usr: entry?.usr ?? null, key: newKey() };
    window.history.replaceState(entry, '');
  }
  return { pathname, search, hash, state: entry.usr ?? null, key: entry.key! };
}

/** The address in the browser's bar, kept in step with the history (links, back and forward). */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<{ location: Location; navigationType: NavigationType }>(() => ({
    location: currentBrowserLocation(),
    navigationType: 'POP',
  }));

  // A transition keeps the current page on screen while the next page's chunk loads.
  const show = useCallback((navigationType: NavigationType) => {
    startTransition(() => setCurrent({ location: currentBrowserLocation(), navigationType }));
  }, []);

  useLayoutEffect(() => {
    const onPopState = () => show('POP');
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [show]);

  const navigate = useCallback<Navigate>(
    (to, { replace = false, state = null } = {}) => {
      const url = new URL(to, window.location.href);
      const entry = { usr: state, key: newKey() };
      window.history[replace ? 'replaceState' : 'pushState'](entry, '', url.pathname + url.search + url.hash);
      show(replace ? 'REPLACE' : 'PUSH');
    },
    [show],
  );

  const value = useMemo(() => ({ ...current, navigate }), [current, navigate]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

function cannotNavigateOnTheServer(): never {
  throw new Error('a page rendered on the server cannot navigate');
}

/** One fixed address, for rendering a page on the server. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const { pathname, search, hash } = new URL(location, 'http://server');
  const value: RouterValue = {
    location: { pathname, search, hash, state: null, key: 'default' },
    navigationType: 'POP',
    navigate: cannotNavigateOnTheServer,
  };
  return <RouterContext value={value}>{children}</RouterContext>;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigationType(): NavigationType {
  return useRouter().navigationType;
}

export function useNavigate(): Navigate {
  return useRouter().navigate;
}

/** The page's `:params`, typed by its path: useParams<typeof PAGES.eventDetails.path>().id. */
export function useParams<Path extends string>(): ParamsOf<Path> {
  return useContext(RouteContext).params as ParamsOf<Path>;
}

type SearchParamsChange = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/** The query of the address, and a change of it that keeps the path (a navigation, like a link). */
export function useSearchParams(): [URLSearchParams, (change: SearchParamsChange, options?: NavigateOptions) => void] {
  const { location, navigate } = useRouter();
  const searchParams = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setSearchParams = useCallback(
    (change: SearchParamsChange, options?: NavigateOptions) => {
      // The address as it is now: several changes may come before the next render.
      const next = typeof change === 'function' ? change(new URLSearchParams(window.location.search)) : change;
      const query = next.toString();
      navigate(window.location.pathname + (query ? `?${query}` : ''), options);
    },
    [navigate],
  );
  return [searchParams, setSearchParams];
}

/** Whether a click on a link is ours to handle, or the browser's (new tab, new window, download). */
export function isPlainLeftClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented'>, target?: string) {
  return (
    !event.defaultPrevented && event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean; state?: unknown };

export function Link({ to, replace, state, onClick, target, ...anchor }: LinkProps) {
  const { location, navigate } = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainLeftClick(event, target)) return;
    event.preventDefault();
    // A link to the page one is on replaces it instead of stacking a copy in the history.
    const here = location.pathname + location.search + location.hash === to;
    navigate(to, { replace: replace ?? here, state });
  };
  return <a {...anchor} href={to} target={target} onClick={handleClick} />;
}

type NavLinkProps = Omit<LinkProps, 'className'> & { className: (state: { isActive: boolean }) => string };

/** A link that knows it leads to the current page: marked for the eye and, by aria-current, for screen readers. */
export function NavLink({ className, ...link }: NavLinkProps) {
  // The same rule as the route table's (case, slashes, encoding), so the marked link is the page shown.
  const isActive = matchPattern(segmentsOf(link.to), segmentsOf(useLocation().pathname)) !== null;
  return <Link {...link} className={className({ isActive })} aria-current={isActive ? 'page' : undefined} />;
}

/** Sends the visitor on as soon as it is shown. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

export function Outlet() {
  return useContext(RouteContext).outlet;
}

type RouteProps = { path?: string; index?: boolean; element: ReactNode; children?: ReactNode };

/** A route of the table given to <Routes>; it renders nothing by itself. */
export function Route(_: RouteProps): ReactElement | null {
  return null;
}

/** One way down the route table: the elements from the outer layout to the page, and its path. */
export type RouteBranch = { pattern: string[]; elements: ReactNode[] };

export function branchesOf(children: ReactNode, parentPattern: string[] = [], parentElements: ReactNode[] = []): RouteBranch[] {
  const branches: RouteBranch[] = [];
  for (const child of Children.toArray(children)) {
    if (isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment) {
      branches.push(...branchesOf(child.props.children, parentPattern, parentElements));
      continue;
    }
    if (!isValidElement<RouteProps>(child) || child.type !== Route) continue;
    const { path, index, element, children: nested } = child.props;
    const pattern = [...parentPattern, ...segmentsOf(path ?? '')];
    const elements = [...parentElements, element];
    if (nested) branches.push(...branchesOf(nested, pattern, elements));
    else if (index || path !== undefined) branches.push({ pattern, elements });
  }
  return branches;
}

/** The branch for a path and its parameters: the most specific pattern first (static, `:param`, `*`). */
export function matchBranch(branches: RouteBranch[], pathname: string): { branch: RouteBranch; params: Record<string, string> } | null {
  const match = matchRoute(branches, pathname);
  return match && { branch: match.route, params: match.params };
}

/** The page for the current address, inside its layouts (each shows the next through <Outlet />). */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const branches = useMemo(() => branchesOf(children), [children]);
  const match = matchBranch(branches, pathname);
  if (!match) return null;
  return match.branch.elements.reduceRight<ReactNode>(
    (outlet, element) => <RouteContext value={{ outlet, params: match.params }}>{element}</RouteContext>,
    null,
  );
}
