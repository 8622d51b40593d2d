import { mediaSrcSet } from './media-path.ts';

/** How wide a carousel slide and an event page's banner are drawn. */
export const SLIDE_SIZES = '(min-width: 80rem) 78rem, calc(100vw - 2rem)';
/** How wide an event card's picture is drawn: a third of the page, half, or all of a phone's width. */
export const CARD_SIZES = '(min-width: 64rem) 26rem, (min-width: 40rem) 50vw, 100vw';

/**
 * The sources of an uploaded picture (issue 17) at every stored width, so a phone downloads a small
 * one; nothing for an address that is not ours.
 */
export function pictureSources(url: string, sizes: string): { srcSet?: string; sizes?: string } {
  const srcSet = mediaSrcSet(url);
  return srcSet ? { srcSet, sizes } : {};
}
