import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { lazy, Suspense, useState } from 'react';
import { useTexts } from '../../../lib/i18n.tsx';

// Loaded on the first open only: most visitors never open a photo.
const GalleryLightbox = lazy(async () => ({ default: (await import('./gallery-lightbox.tsx')).GalleryLightbox }));

export function EventGallery({ images, title }: { images: string[]; title: string }) {
  const t = useTexts(eventDetailsMessages);
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  return (
    <section aria-labelledby="gallery-heading" className="space-y-4">
      <h2 id="gallery-heading" className="text-2xl font-bold">
        {t.gallery}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images.map((src, index) => (
          <li key={src}>
            <button
              type="button"
              className="block w-full overflow-hidden rounded-box focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              onClick={() => setOpenIndex(index)}
            >
              <img
                src={src}
                alt={t.openPhoto(index + 1, images.length, title)}
                width={400}
                height={300}
                loading="lazy"
                decoding="async"
                className="aspect-4/3 w-full bg-base-200 object-cover transition-transform duration-300 hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      {openIndex !== null && (
        <Suspense fallback={null}>
          <GalleryLightbox images={images} title={title} index={openIndex} onIndexChange={setOpenIndex} onClose={() => setOpenIndex(null)} />
        </Suspense>
      )}
    </section>
  );
}
