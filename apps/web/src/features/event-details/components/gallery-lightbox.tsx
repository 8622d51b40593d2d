import type { KeyboardEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';

type GalleryLightboxProps = {
  images: string[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

export function GalleryLightbox({ images, title, index, onIndexChange, onClose }: GalleryLightboxProps) {
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
      title={`Photo ${index + 1} of ${count}`}
      // Full width as a bottom sheet on phones (room for the three buttons on one row), a wide box above.
      className="sm:w-11/12 sm:max-w-5xl"
      onKeyDown={onKeyDown}
      actions={
        <>
          <button type="button" className="btn" onClick={() => show(-1)}>
            <span aria-hidden="true">←</span> Previous
          </button>
          <button type="button" className="btn" onClick={() => show(1)} data-autofocus>
            Next <span aria-hidden="true">→</span>
          </button>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <img
        src={images[index]}
        alt={`Photo ${index + 1} of ${count} from ${title}`}
        width={1200}
        height={800}
        className="max-h-[70vh] w-full rounded-box bg-base-200 object-contain"
      />
    </Dialog>
  );
}
