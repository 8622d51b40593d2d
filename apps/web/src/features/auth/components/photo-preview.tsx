import { isPictureAddress } from '@volunteering/shared/event-schemas';
import { accountTexts } from '@volunteering/shared/texts/account';
import { useTexts } from '../../../lib/i18n.tsx';
import { useImageFallback } from '../../../components/ui/use-image-fallback.ts';

/** The photo and name as others will see them; the default icon while the address is not a loadable image. */
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
        <svg viewBox="0 0 24 24" className="size-16 shrink-0 rounded-full bg-base-300 p-3 text-base-content/80" role="img" aria-label={t.photoPreview}>
          <path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.5-8 5.5V22h16v-2.5c0-3-3.6-5.5-8-5.5Z" />
        </svg>
      )}
      <div className="min-w-0">
        <p className="truncate font-semibold">{name.trim() || '\u00a0'}</p>
        <p className="truncate text-sm text-base-content/80">{email}</p>
      </div>
    </div>
  );
}
