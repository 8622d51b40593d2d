import { useEffect, useRef, useState } from 'react';

/**
 * Whether the picture at `src` failed to load, for a stand-in to take its place. A picture in markup
 * from the server can fail before the page's script runs, when no error handler listens yet: it is
 * found broken (loaded, no pixels) once the component is in place.
 */
export function useImageFallback(src: string) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailedSrc(src);
  }, [src]);
  return { failed: failedSrc === src, ref, onError: () => setFailedSrc(src) };
}
