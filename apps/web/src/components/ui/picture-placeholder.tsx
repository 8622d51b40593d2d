/**
 * A picture's tiny blurred stand-in (issue 17), painted at once under the picture while it loads.
 * An image, not a style: the content security policy allows no inline styles.
 */
export function PicturePlaceholder({ src, className = '' }: { src?: string; className?: string }) {
  if (!src) return null;
  return <img src={src} alt="" aria-hidden="true" className={`absolute inset-0 h-full w-full scale-110 object-cover blur-lg ${className}`} />;
}
