import type { ServerRender } from '@volunteering/shared/server-render-state';
import { createContext, useContext, useEffect, useEffectEvent, useSyncExternalStore, type RefObject } from 'react';

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
