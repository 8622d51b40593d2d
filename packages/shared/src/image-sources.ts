/** The widths the Home carousel asks the photo host for. */
const SLIDE_WIDTHS = [640, 960, 1280, 1920];

/**
 * Unsplash resizes on request, so phones download a small image instead of the desktop one. The
 * server announces the first slide with the same sources, so the browser fetches it only once.
 */
export function slideImageSources(url: string): { srcSet?: string; sizes?: string } {
  try {
    const source = new URL(url);
    if (source.hostname !== 'images.unsplash.com') return {};
    const srcSet = SLIDE_WIDTHS.map((width) => {
      source.searchParams.set('w', String(width));
      return `${source.href} ${width}w`;
    }).join(', ');
    return { srcSet, sizes: '(min-width: 80rem) 78rem, calc(100vw - 2rem)' };
  } catch {
    return {};
  }
}
