/** A decorative 24×24 line icon drawn in the text colour; screen readers skip it. */
export function StrokeIcon({ d, className, strokeWidth = '2' }: { d: string; className: string; strokeWidth?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      <path fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" strokeWidth={strokeWidth} d={d} />
    </svg>
  );
}
