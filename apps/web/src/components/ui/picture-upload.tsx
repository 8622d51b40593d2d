import type { Upload } from '@volunteering/shared/upload-schemas';
import { uploadTexts } from '@volunteering/shared/texts/uploads';
import { useId, useState, type DragEvent, type Ref } from 'react';
import { useTexts } from '../../lib/i18n.tsx';
import { uploadPicture } from '../../lib/upload-picture.ts';
import { rememberUploadName } from '../../lib/uploaded-names.ts';
import { Message } from './message.tsx';
import { StrokeIcon } from './stroke-icon.tsx';
import type { Shown } from '../../lib/message-text.ts';

/** The types the file chooser offers; HEIC too, so the server can say how to share it instead. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif';
const UPLOAD_ICON = 'M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3';

type PictureUploadProps = {
  /** The control's name, when a form has more than one ("Upload a picture" otherwise). */
  label?: string;
  /** The picture is stored: its address goes into the form. */
  onUploaded: (upload: Upload) => void;
  /** The chosen file at once, as a local address for the preview (null when it is given up). */
  onChosen?: (localUrl: string | null) => void;
  /** The file input, for a field that moves focus back to it. */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * "Upload a picture" (issue 17): choose a file, drop one on it or take a photo on a phone; its
 * progress while it goes, then the server's answer in words. A button of our own words rather than
 * the browser's file box, whose "No file chosen" is in the browser's language and stays after an
 * upload (issue 37); the name of the picture uploaded is remembered (uploaded-names.ts).
 */
export function PictureUpload({ label, onUploaded, onChosen, inputRef }: PictureUploadProps) {
  const t = useTexts(uploadTexts);
  const id = useId();
  const [percent, setPercent] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<Shown | null>(null);
  const busy = percent !== null;

  async function send(file: File | undefined) {
    if (!file || busy) return;
    setError(null);
    setDone(false);
    setPercent(0);
    const local = URL.createObjectURL(file);
    onChosen?.(local);
    try {
      const upload = await uploadPicture(file, setPercent);
      rememberUploadName(upload.url, file.name);
      onUploaded(upload);
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
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {/* The input inside its label: the label is the button, and shows the input's focus. */}
        <label
          className={`btn btn-outline btn-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary ${busy ? 'btn-disabled' : ''}`}
        >
          <StrokeIcon className="size-4" d={UPLOAD_ICON} />
          {label ?? t.choose}
          <input
            ref={inputRef}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            disabled={busy}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              void send(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        <p id={`${id}-hint`} className="text-xs text-base-content/70">
          {t.chooseHint}
        </p>
      </div>
      <div role="status" className="empty:hidden text-sm">
        {busy && (
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
