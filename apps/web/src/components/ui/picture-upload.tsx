import type { Upload } from '@volunteering/shared/upload-schemas';
import { uploadTexts } from '@volunteering/shared/texts/uploads';
import { useId, useState, type DragEvent } from 'react';
import { useTexts } from '../../lib/i18n.tsx';
import { uploadPicture } from '../../lib/upload-picture.ts';
import { Message } from './message.tsx';
import type { Shown } from '../../lib/message-text.ts';

/** The types the file chooser offers; HEIC too, so the server can say how to share it instead. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif';

type PictureUploadProps = {
  /** The control's name, when a form has more than one ("Upload a picture" otherwise). */
  label?: string;
  /** The picture is stored: its address goes into the form. */
  onUploaded: (upload: Upload) => void;
  /** The chosen file at once, as a local address for the preview (null when it is given up). */
  onChosen?: (localUrl: string | null) => void;
};

/**
 * "Upload a picture" (issue 17): choose a file, drop one on it or take a photo on a phone; its
 * progress while it goes, then the server's answer in words.
 */
export function PictureUpload({ label, onUploaded, onChosen }: PictureUploadProps) {
  const t = useTexts(uploadTexts);
  const id = useId();
  const [percent, setPercent] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<Shown | null>(null);

  async function send(file: File | undefined) {
    if (!file || percent !== null) return;
    setError(null);
    setDone(false);
    setPercent(0);
    const local = URL.createObjectURL(file);
    onChosen?.(local);
    try {
      onUploaded(await uploadPicture(file, setPercent));
      setDone(true);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure : t.failed);
      onChosen?.(null);
    } finally {
      setPercent(null);
      URL.revokeObjectURL(local);
    }
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    void send(event.dataTransfer.files[0]);
  }

  return (
    <div className="flex flex-col gap-1" onDragOver={(event) => event.preventDefault()} onDrop={drop}>
      <label htmlFor={id} className="text-sm font-medium">
        {label ?? t.choose}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        className="file-input w-full"
        disabled={percent !== null}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          void send(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-base-content/70">
        {t.chooseHint}
      </p>
      <div role="status" className="empty:hidden text-sm">
        {percent !== null && (
          <>
            <progress className="progress progress-primary w-full" value={percent} max={100} aria-label={t.progressLabel} />
            <span>{t.uploading(percent)}</span>
          </>
        )}
        {done && t.uploaded}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium">
          <Message text={error} />
        </p>
      )}
    </div>
  );
}
