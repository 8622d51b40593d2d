import { StrokeIcon } from './stroke-icon.tsx';

/**
 * What stands in for a picture that did not load: a drawn frame, never the raw alt text. With a
 * `label` it is an image by that name (the picture said something); without, it is decoration.
 */
export function PictureFallback({ label }: { label?: string }) {
  const name = label ? ({ role: 'img', 'aria-label': label } as const) : ({ 'aria-hidden': true } as const);
  return (
    <div className="flex h-full w-full items-center justify-center text-base-content/40" {...name}>
      <StrokeIcon
        className="size-12"
        strokeWidth="1.5"
        d="M3 16.5 8.25 11.25a1.5 1.5 0 0 1 2.12 0L15.75 16.5m-1.5-1.5 1.38-1.38a1.5 1.5 0 0 1 2.12 0L21 16.5M4.5 20.25h15a1.5 1.5 0 0 0 1.5-1.5V5.25a1.5 1.5 0 0 0-1.5-1.5h-15A1.5 1.5 0 0 0 3 5.25v13.5a1.5 1.5 0 0 0 1.5 1.5ZM14.25 8.25h.01"
      />
    </div>
  );
}
