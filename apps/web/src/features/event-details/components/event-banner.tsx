import { SLIDE_SIZES, pictureSources } from '@volunteering/shared/image-sources';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { useImageFallback } from '../../../components/ui/use-image-fallback.ts';
import { PicturePlaceholder } from '../../../components/ui/picture-placeholder.tsx';
import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { useTexts } from '../../../lib/i18n.tsx';

/** The event's picture at 40% of the viewport height; a drawn placeholder when it cannot load. */
export function EventBanner({ src, placeholder, title }: { src: string; placeholder?: string; title: string }) {
  const t = useTexts(eventDetailsMessages);
  const { failed, ref, onError } = useImageFallback(src);

  if (failed) {
    return (
      <div
        role="img"
        aria-label={t.placeholderBanner(title)}
        className="flex h-[40vh] w-full items-center justify-center rounded-box bg-linear-to-br from-primary/25 via-base-200 to-secondary/25"
      >
        <StrokeIcon
          className="size-16 text-base-content/40"
          strokeWidth="1.5"
          d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm-1 11 5-5 4 4 3-3 6 6M15.5 9.5h.01"
        />
      </div>
    );
  }

  return (
    <div className="relative h-[40vh] w-full overflow-hidden rounded-box bg-base-200">
      <PicturePlaceholder src={placeholder} />
      <img
        ref={ref}
        src={src}
        {...pictureSources(src, SLIDE_SIZES)}
        alt={title}
        width={1200}
        height={600}
        fetchPriority="high"
        decoding="async"
        onError={onError}
        className="relative h-full w-full object-cover"
      />
    </div>
  );
}
