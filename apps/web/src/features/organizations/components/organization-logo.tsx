import { Initials } from '../../../components/ui/initials.tsx';
import { useImageFallback } from '../../../components/ui/use-image-fallback.ts';

/** An organization's logo in a square box, or its initials when it has none or it fails. Decorative: the name is beside it. */
export function OrganizationLogo({ name, logoUrl, seed, size = 'size-12 text-lg' }: { name: string; logoUrl: string | null; seed: string; size?: string }) {
  const { failed, ref, onError } = useImageFallback(logoUrl ?? '');
  if (!logoUrl || failed) return <Initials name={name} seed={seed} className={`rounded-box! ${size}`} />;
  return (
    <img
      ref={ref}
      src={logoUrl}
      alt=""
      width={96}
      height={96}
      onError={onError}
      className={`shrink-0 rounded-box border border-base-300 bg-base-100 object-cover ${size}`}
    />
  );
}
