import { homeTexts } from '@volunteering/shared/texts/home';
import { useTexts } from '../../../lib/i18n.tsx';
import { useId } from 'react';
import { PictureFallback } from '../../../components/ui/picture-fallback.tsx';
import { useImageFallback } from '../../../components/ui/use-image-fallback.ts';
import { GALLERY_PICTURES } from '@volunteering/shared/site-pictures';
import { mediaPath } from '@volunteering/shared/media-path';
import { pictureSources } from '@volunteering/shared/image-sources';

/** The product's own pictures (docs/credits.md), in the order of their descriptions (homeTexts.galleryPhotos). */
const PHOTOS = GALLERY_PICTURES.map(([, id]) => mediaPath(id, 800, 'webp'));
/** Half the page on a phone, a third from 64rem. */
const GALLERY_SIZES = '(min-width: 64rem) 26rem, 50vw';

export function CommunityGallery() {
  const t = useTexts(homeTexts);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="text-center">
        <h2 id={headingId} className="text-3xl font-bold">
          {t.galleryHeading}
        </h2>
        <p className="mt-2 text-base-content/80">{t.galleryIntro}</p>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {PHOTOS.map((src, index) => (
          <li key={src} className="aspect-[3/2] overflow-hidden rounded-box bg-base-200">
            <GalleryPhoto src={src} alt={t.galleryPhotos[index]!} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function GalleryPhoto({ src, alt }: { src: string; alt: string }) {
  const { failed, ref, onError } = useImageFallback(src);
  if (failed) return <PictureFallback label={alt} />;
  return (
    <img
      ref={ref}
      src={src}
      {...pictureSources(src, GALLERY_SIZES)}
      alt={alt}
      width={600}
      height={400}
      loading="lazy"
      decoding="async"
      onError={onError}
      className="h-full w-full object-cover transition-transform duration-500 hover:scale-105 motion-reduce:transition-none"
    />
  );
}
