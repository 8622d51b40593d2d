import { LAYOUT_STORAGE_KEY, type Layout } from '@volunteering/shared/constants';
import { createContext, useContext, useEffect, useEffectEvent, useSyncExternalStore, type RefObject } from 'react';

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
  /** The site's public origin, e.g. https://volunteer.example. */
  origin: string;
};

/** Where the server puts the page's data and the values above, as JSON. */
export const SERVER_STATE_ID = 'server-state';

export type ServerState = {
  render: ServerRender;
  /** The page's API answers, by TanStack Query key. */
  queries: { queryKey: readonly unknown[]; data: unknown; updatedAt: number }[];
};

const ServerRenderContext = createContext<ServerRender | null>(null);
export const ServerRenderProvider = ServerRenderContext.Provider;

const subscribeNever = () => () => {};

/** False on the server and while hydrating its markup; true from the render after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * Text a visitor typed into the fields of the server's markup before the page was hydrated: React
 * leaves it on screen while the component's state keeps what the server wrote, so the form would
 * send something other than it shows. Hands each named field of `container` that differs from the
 * server's markup to `keep`, once, right after hydration (a page rendered in the browser has none).
 */
export function useTypedBeforeHydration(container: RefObject<HTMLElement | null>, keep: (name: string, value: string) => void) {
  const keepTyped = useEffectEvent(keep);
  useEffect(() => {
    const fields = container.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]') ?? [];
    for (const field of fields) if (field.value !== field.defaultValue) keepTyped(field.name, field.value);
  }, [container]);
}

/** The server's values while its markup is being hydrated (or rendered); null in the browser after. */
export function useServerRender(): ServerRender | null {
  const server = useContext(ServerRenderContext);
  return useHydrated() ? null : server;
}

/** The time zone to write dates in: the server's choice until hydrated, then the viewer's own (undefined). */
export function useDisplayTimeZone(): string | undefined {
  return useServerRender()?.timeZone;
}

const YEAR = 60 * 60 * 24 * 365;

/** A preference cookie the server reads when it renders the next page (nothing that identifies anyone). */
export function setPreferenceCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR}; SameSite=Lax`;
}

/**
 * Tells the server, for the pages it renders next, the visitor's time zone (dates then need no
 * correction after hydration) and the list layout kept in storage. Run once the page is up.
 */
export function rememberPreferencesForServer(): void {
  try {
    setPreferenceCookie('tz', Intl.DateTimeFormat().resolvedOptions().timeZone);
    const layout = localStorage.getItem(LAYOUT_STORAGE_KEY);
    if (layout === 'grid' || layout === 'list') setPreferenceCookie(LAYOUT_STORAGE_KEY, layout);
  } catch {
    // No storage or no time zone to tell: the server writes UTC and the default layout, corrected after hydration.
  }
}
