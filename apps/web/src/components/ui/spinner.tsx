// Whole class names, so the style build finds each size.
const SIZE = { xs: 'loading-xs', sm: 'loading-sm' } as const;

/** The spinner inside a busy button or beside a loading line; the text next to it says what happens. */
export function Spinner({ size = 'sm', className = '' }: { size?: keyof typeof SIZE; className?: string }) {
  return <span className={`loading loading-spinner ${SIZE[size]} ${className}`.trimEnd()} aria-hidden="true" />;
}
