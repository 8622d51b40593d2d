import { homeTexts } from '@volunteering/shared/texts/home';
import { useTexts } from '../../../lib/i18n.tsx';
import { useId } from 'react';
import { PictureFallback } from '../../../components/ui/picture-fallback.tsx';
import { useImageFallback } from '../../../components/ui/use-image-fallback.ts';

const photo = (id: string) => `https://images.unsplash.com/photo-${id}?auto=format&fit=crop&w=600&h=400&q=70`;

/** The pictures, in the order of their descriptions (homeTexts.galleryPhotos). */
const PHOTOS = [
  '1618477461853-cf6ed80faba5',
  '1542601906990-b4d3fb778b09',
  '1559027615-cd4628902d4a',
  '1481627834876-b7833e8f5570',
  '1488521787991-ed7bbaae773c',
  '1503454537195-1dcabb73ffb9',
].map(photo);

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
