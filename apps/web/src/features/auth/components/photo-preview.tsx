import { isPictureAddress } from '@volunteering/shared/event-schemas';
import { accountTexts } from '@volunteering/shared/texts/account';
import { useTexts } from '../../../lib/i18n.tsx';
import { useImageFallback } from '../../../components/ui/use-image-fallback.ts';
import { Initials } from '../../../components/ui/initials.tsx';

/** The photo and name as others will see them; the initials while the address is not a loadable image. */
export function PhotoPreview({ src, name, email }: { src: string; name: string; email: string }) {
  const t = useTexts(accountTexts);
  const address = src.trim();
  const photo = useImageFallback(address);
  const usable = isPictureAddress(address) && !photo.failed;
  return (
    <div className="flex items-center gap-4">
      {usable ? (
        <img
          ref={photo.ref}
          src={address}
          alt={t.photoPreview}
          className="size-16 shrink-0 rounded-full border border-base-300 object-cover"
          referrerPolicy="no-referrer"
          onError={photo.onError}
        />
      ) : (
        <span role="img" aria-label={t.photoPreview} className="shrink-0">
          <Initials name={name || email} seed={email} className="size-16 text-xl" />
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate font-semibold">{name.trim() || '\u00a0'}</p>
        <p className="truncate text-sm text-base-content/80">{email}</p>
      </div>
    </div>
  );
}
