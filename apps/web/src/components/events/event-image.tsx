import type { ReactNode } from 'react';
import { StrokeIcon } from '../ui/stroke-icon.tsx';
import { useImageFallback } from '../ui/use-image-fallback.ts';

type EventImageProps = {
  src: string;
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
export function EventImage({ src, className = '', priority = false, children }: EventImageProps) {
  const { failed, ref, onError } = useImageFallback(src);

  return (
    <div className={`relative aspect-video overflow-hidden bg-base-200 ${className}`}>
      {failed ? (
        <div className="flex h-full w-full items-center justify-center text-base-content/40" aria-hidden="true">
          <StrokeIcon
            className="size-12"
            strokeWidth="1.5"
            d="M3 16.5 8.25 11.25a1.5 1.5 0 0 1 2.12 0L15.75 16.5m-1.5-1.5 1.38-1.38a1.5 1.5 0 0 1 2.12 0L21 16.5M4.5 20.25h15a1.5 1.5 0 0 0 1.5-1.5V5.25a1.5 1.5 0 0 0-1.5-1.5h-15A1.5 1.5 0 0 0 3 5.25v13.5a1.5 1.5 0 0 0 1.5 1.5ZM14.25 8.25h.01"
          />
        </div>
      ) : (
        <img
          ref={ref}
          src={src}
          alt=""
          width={640}
          height={360}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onError={onError}
          className="h-full w-full object-cover"
        />
      )}
      {children}
    </div>
  );
}
