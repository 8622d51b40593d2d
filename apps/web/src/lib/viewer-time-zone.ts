import { useDisplayTimeZone } from './server-render.tsx';

/**
 * The zone of the viewer's own moments (posted, joined), named: the server's choice until hydrated,
 * then the browser's. Its own module, so Home's first load does not carry it.
 */
export function useViewerTimeZone(): string {
  return useDisplayTimeZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
