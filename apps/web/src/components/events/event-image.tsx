import type { ReactNode } from 'react';
import { CARD_SIZES, pictureSources } from '@volunteering/shared/image-sources';
import { PictureFallback } from '../ui/picture-fallback.tsx';
import { PicturePlaceholder } from '../ui/picture-placeholder.tsx';
import { useImageFallback } from '../ui/use-image-fallback.ts';

type EventImageProps = {
  src: string;
  /** The picture's blurred stand-in while it loads (an uploaded cover's). */
  placeholder?: string;
  className?: string;
  /** In the first screenful: fetched at once and first, since it may be the page's largest paint. */
  priority?: boolean;
  /** Drawn over the picture's top edge (an event's status): it takes no room, so no card grows or wraps. */
  children?: ReactNode;
};

/**
 * An event's picture at a fixed 16:9 box, so nothing moves while it loads; a neutral
 * placeholder stands in when the address fails. Decorative: the card's title names the event.
 */
export function EventImage({ src, placeholder, className = '', priority = false, children }: EventImageProps) {
  const { failed, ref, onError } = useImageFallback(src);

  return (
    <div className={`relative aspect-video overflow-hidden bg-base-200 ${className}`}>
      {failed ? (
        <PictureFallback />
      ) : (
        <>
          <PicturePlaceholder src={placeholder} />
          <img
            ref={ref}
            src={src}
            {...pictureSources(src, CARD_SIZES)}
            alt=""
            width={640}
            height={360}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            onError={onError}
            className="relative h-full w-full object-cover"
          />
        </>
      )}
      {children}
    </div>
  );
}
