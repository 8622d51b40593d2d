import type { KeyboardEvent } from 'react';
import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTexts } from '../../../lib/i18n.tsx';

type GalleryLightboxProps = {
  images: string[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

export function GalleryLightbox({ images, title, index, onIndexChange, onClose }: GalleryLightboxProps) {
  const t = useTexts(eventDetailsMessages);
  const count = images.length;
  const show = (step: number) => onIndexChange((index + step + count) % count);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowLeft') show(-1);
    else if (event.key === 'ArrowRight') show(1);
    else return;
    event.preventDefault();
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t.photo(index + 1, count)}
      // Full width as a bottom sheet on phones (room for the three buttons on one row), a wide box above.
      className="sm:w-11/12 sm:max-w-5xl"
      onKeyDown={onKeyDown}
      actions={
        <>
          <button type="button" className="btn" onClick={() => show(-1)}>
            <span aria-hidden="true">←</span> {t.previousPhoto}
          </button>
          <button type="button" className="btn" onClick={() => show(1)} data-autofocus>
            {t.nextPhoto} <span aria-hidden="true">→</span>
          </button>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t.closePhoto}
          </button>
        </>
      }
    >
      <img
        src={images[index]}
        alt={t.photoOf(index + 1, count, title)}
        width={1200}
        height={800}
        className="max-h-[70vh] w-full rounded-box bg-base-200 object-contain"
      />
    </Dialog>
  );
}
