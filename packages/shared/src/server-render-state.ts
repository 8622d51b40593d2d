import type { Messages } from './i18n/format-message.ts';
import type { Language } from './i18n/languages.ts';
import type { Layout, Theme } from './preferences.ts';

/**
 * What the server knew when it rendered a page (decision 017). The first render in the browser
 * must produce the same markup, so it reads these instead of the browser's own clock, time zone,
 * stored layout or address; the render right after hydration switches to the browser's values.
 */
export type ServerRender = {
  /** The time the page was rendered (ms since the epoch). */
  now: number;
  /** The time zone the dates were written in: the visitor's, from the `tz` cookie, else UTC. */
  timeZone: string;
  /** The list/grid choice from the `eventLayout` cookie, when there is one. */
  layout?: Layout;
  /** The light/dim choice from the `theme` cookie, when there is one: the switch is drawn in it. */
  theme?: Theme;
  /** The site's public origin, e.g. https://volunteer.example. */
  origin: string;
  /** The page's language: `?lang=`, else the `lang` cookie, else the browser's languages. */
  language: Language;
};

/** The signed-in user as the session tells it: what the top bar, the profile and the guard read. */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  /** member, moderator or admin (issue 16): what the pages offer; the server checks it on every call. */
  role?: string;
  /** False until the sign-up's link is followed (issue 16): the pages show a banner and offer a new link. */
  emailVerified?: boolean;
  /** The account's language: the pages switch to it at sign-in (issue 37). */
  language?: string;
};

/** Where the server puts the page's data and the values above, as JSON. */
export const SERVER_STATE_ID = 'server-state';

export type ServerState = {
  render: ServerRender;
  /** Who the page was rendered for: null for a visitor without a session. */
  user: SessionUser | null;
  /** The page's API answers, by TanStack Query key. */
  queries: { queryKey: readonly unknown[]; data: unknown; updatedAt: number }[];
  /**
   * The catalogs of the texts the page showed, by namespace, in a language other than English: the
   * browser reads them to hydrate, with no script to load for them first.
   */
  catalogs: Record<string, Messages>;
};
