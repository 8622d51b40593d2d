import { isEventId } from './event-id.ts';
import { isOrganizationSlug } from './organization-slug.ts';
import { matchRoute, segmentsOf, type ParamsOf } from './path-match.ts';

// The page table (issue 12): every page of the web app, written once. The browser's router, the
// server-side renderer, the server's page routes and the preloads in each page's head all read it.
// What a page fetches first is the server's to know: page-data.ts, beside it.

type PageDefinition = {
  /** The address: static segments, `:param`s, or `*` for any other address. */
  path: string;
  /** Its module under apps/web/src/app/routes/, without `.tsx`; it exports `<PascalName>Route`. */
  module: string;
  /** `site`: inside the top bar and footer; `bare`: the sign-in screens, which carry their own frame. */
  frame: 'site' | 'bare';
  /** Only for a signed-in visitor: anyone else is sent to the login page, with the way back. */
  needsSession?: true;
  /** Rendered to HTML on the server for a visitor without a session too (decision 017). */
  serverRendered?: true;
  /** Which values of its `:params` can name anything; an address with another is answered 404. */
  params?: Record<string, (value: string) => boolean>;
};

export const PAGES = {
  home: {
    path: '/',
    module: 'home',
    frame: 'site',
    serverRendered: true,
  },
  upcomingEvents: {
    path: '/upcoming-events',
    module: 'upcoming-events',
    frame: 'site',
    serverRendered: true,
  },
  eventDetails: {
    path: '/events/:id',
    module: 'event-details',
    frame: 'site',
    serverRendered: true,
    params: { id: isEventId },
  },
  // Check-in at the door (issue 39): the organizers' door screen, and where the rotating self check-in QR code leads.
  checkIn: { path: '/events/:id/check-in', module: 'check-in', frame: 'site', needsSession: true, params: { id: isEventId } },
  selfCheckIn: { path: '/events/:id/self-check-in', module: 'self-check-in', frame: 'site', needsSession: true, params: { id: isEventId } },
  // A place held in a shift for someone on its waitlist: accepted or declined from the mail, without signing in (issue 38).
  shiftOffer: { path: '/shift-offer', module: 'shift-offer', frame: 'site' },
  // A supervisor confirms hours done elsewhere from the mail, without an account (issue 39).
  hoursConfirmation: { path: '/hours-confirmation', module: 'hours-confirmation', frame: 'site' },
  // Organizations (issue 18): the static addresses win over `:slug` whatever the order.
  // The public directory (issue 37, decision 055); mine are at /orgs/mine ('mine' is no organization's address).
  organizationDirectory: {
    path: '/orgs',
    module: 'organization-directory',
    frame: 'site',
    serverRendered: true,
  },
  myOrganizations: { path: '/orgs/mine', module: 'my-organizations', frame: 'site', needsSession: true },
  createOrganization: { path: '/orgs/new', module: 'create-organization', frame: 'site', needsSession: true },
  organizationInvitation: { path: '/orgs/invitations/:token', module: 'organization-invitation', frame: 'site' },
  organization: {
    path: '/orgs/:slug',
    module: 'organization',
    frame: 'site',
    serverRendered: true,
    params: { slug: isOrganizationSlug },
  },
  organizationMembers: { path: '/orgs/:slug/members', module: 'organization-members', frame: 'site', needsSession: true, params: { slug: isOrganizationSlug } },
  // A certificate anyone can check (issue 39, decision 069); /verify/key, the signing key, is the server's own route.
  verifyCertificate: {
    path: '/verify/:id',
    module: 'verify-certificate',
    frame: 'site',
    serverRendered: true,
    params: { id: isEventId },
  },
  contact: { path: '/contact', module: 'contact', frame: 'site', serverRendered: true },
  about: { path: '/about', module: 'about', frame: 'site', serverRendered: true },
  privacy: { path: '/privacy', module: 'privacy', frame: 'site', serverRendered: true },
  terms: { path: '/terms', module: 'terms', frame: 'site', serverRendered: true },
  newsletterConfirm: { path: '/newsletter/confirm', module: 'newsletter-confirm', frame: 'site' },
  unsubscribe: { path: '/unsubscribe', module: 'unsubscribe', frame: 'site' },
  createEvent: { path: '/create-event', module: 'create-event', frame: 'site', needsSession: true },
  manageEvents: { path: '/manage-events', module: 'manage-events', frame: 'site', needsSession: true },
  joinedEvents: { path: '/joined-events', module: 'joined-events', frame: 'site', needsSession: true },
  profile: { path: '/profile', module: 'profile', frame: 'site', needsSession: true },
  myImpact: { path: '/my-impact', module: 'my-impact', frame: 'site', needsSession: true },
  moderation: { path: '/admin', module: 'moderation', frame: 'site', needsSession: true },
  moderationAudit: { path: '/admin/audit', module: 'admin-audit', frame: 'site', needsSession: true },
  moderationStaff: { path: '/admin/staff', module: 'admin-staff', frame: 'site', needsSession: true },
  login: { path: '/auth/login', module: 'auth/login', frame: 'bare' },
  forgotPassword: { path: '/auth/login/forgotPassword', module: 'auth/forgot-password', frame: 'bare' },
  register: { path: '/auth/register', module: 'auth/register', frame: 'bare' },
  resetPassword: { path: '/auth/reset-password', module: 'auth/reset-password', frame: 'bare' },
  notFound: { path: '*', module: 'not-found', frame: 'site' },
} as const satisfies Record<string, PageDefinition>;

export type PageName = keyof typeof PAGES;
export type Page = PageDefinition & { name: PageName; pattern: string[] };

/** The table as a list, in the order written. */
export const PAGE_LIST: readonly Page[] = Object.entries(PAGES).map(([name, page]) => ({
  ...(page as PageDefinition),
  name: name as PageName,
  pattern: segmentsOf(page.path),
}));

export function pageNamed(name: PageName): Page {
  return PAGE_LIST.find((page) => page.name === name)!;
}

export type PageMatch = {
  page: Page;
  params: Record<string, string>;
  /** False when a parameter cannot name anything (an event id that is no UUID): a 404 without asking. */
  wellFormed: boolean;
};

/** The page an address opens and its parameters; any unknown address is the not-found page. */
export function matchPage(pathname: string): PageMatch {
  const match = matchRoute(PAGE_LIST, pathname);
  if (!match) throw new Error('the page table has no catch-all page');
  const { route: page, params } = match;
  const wellFormed = Object.entries(page.params ?? {}).every(([name, valid]) => valid(params[name] ?? ''));
  return { page, params, wellFormed };
}

/** The address of a page, its parameters filled in: pagePath('eventDetails', { id }). */
export function pagePath<N extends PageName>(
  name: N,
  ...[params]: keyof ParamsOf<(typeof PAGES)[N]['path']> extends never ? [] : [ParamsOf<(typeof PAGES)[N]['path']>]
): string {
  const values = (params ?? {}) as Record<string, string>;
  return PAGES[name].path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(values[key] ?? ''));
}

/**
 * Whether the server renders the page to HTML: the public pages for anyone (decision 017), and
 * every page in the site's frame for a signed-in visitor (decision 025).
 */
export function rendersOnServer(page: Page, signedIn: boolean): boolean {
  return signedIn ? page.frame === 'site' : Boolean(page.serverRendered);
}

/** The page's module in the web app's sources (apps/web/), as Vite's manifest names it. */
export function pageSourceFile(page: Pick<Page, 'module'>): string {
  return `src/app/routes/${page.module}.tsx`;
}
