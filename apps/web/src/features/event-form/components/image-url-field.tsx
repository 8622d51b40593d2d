import { isPictureAddress, type EventFormValues } from '@volunteering/shared/event-schemas';
import { isMediaPath } from '@volunteering/shared/media-path';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { PictureField } from '../../../components/ui/picture-field.tsx';
import { useTexts } from '../../../lib/i18n.tsx';

/** Waits for a pause in typing, so the preview does not fetch half-typed addresses. */
const PREVIEW_DELAY_MS = 400;

const IMAGE_ICON = 'M4 5h16v14H4zM4 15l4-4 5 5 3-3 4 4M15 9h.01';

export function ImageUrlField({ id, className }: { id: string; className?: string }) {
  const t = useTexts(eventFormTexts);
  const { control } = useFormContext<EventFormValues>();
  const url = useWatch({ control, name: 'imageUrl' }).trim();
  const [previewUrl, setPreviewUrl] = useState(url);
  // The chosen file itself, shown while it uploads.
  const [localPreview, setLocalPreview] = useState<string | null>(null);

  useEffect(() => {
    // An upload's address is shown at once; a typed one after a pause.
    const timer = setTimeout(() => setPreviewUrl(url), isMediaPath(url) ? 0 : PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [url]);

  return (
    <div className={`grid gap-4 @xl:grid-cols-[1fr_14rem] ${className ?? ''}`}>
      <PictureField control={control} name="imageUrl" id={id} legend={t.picture} addressLabel={t.imageUrl} onChosen={setLocalPreview} />
      <figure className="flex flex-col gap-1">
        <figcaption className="text-sm font-medium">{t.imagePreview}</figcaption>
        {/* A new key per address starts each preview afresh, without the last one's failure. */}
        {localPreview ? (
          <ImagePreview key={localPreview} url={localPreview} />
        ) : (
          <ImagePreview key={previewUrl} url={isPictureAddress(previewUrl) ? previewUrl : null} />
        )}
      </figure>
    </div>
  );
}

function ImagePreview({ url }: { url: string | null }) {
  const t = useTexts(eventFormTexts);
  const [failed, setFailed] = useState(false);
  const frame = 'flex aspect-video w-full items-center justify-center overflow-hidden rounded-box border border-base-300 bg-base-200';
  if (url && !failed) {
    return (
      <div className={frame}>
        <img src={url} alt="" className="size-full object-cover" onError={() => setFailed(true)} />
      </div>
    );
  }
  return (
    <div className={`${frame} flex-col gap-2 p-3 text-center text-sm text-base-content/70`}>
      <StrokeIcon className="size-8" d={IMAGE_ICON} />
      {failed && <p role="status">{t.imageFailed}</p>}
    </div>
  );
}
