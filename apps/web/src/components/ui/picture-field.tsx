import { isMediaPath } from '@volunteering/shared/media-path';
import { uploadTexts } from '@volunteering/shared/texts/uploads';
import { useId, useRef } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTexts } from '../../lib/i18n.tsx';
import { uploadNameOf } from '../../lib/uploaded-names.ts';
import { FormField } from './form-field.tsx';
import { PictureUpload } from './picture-upload.tsx';
import { StrokeIcon } from './stroke-icon.tsx';

const IMAGE_ICON = 'M4 5h16v14H4zM4 15l4-4 5 5 3-3 4 4M15 9h.01';

type PictureFieldProps<T extends FieldValues> = {
  control: Control<T>;
  /** The form's field holding the picture's address: an upload's /media/… or one pasted. */
  name: FieldPath<T>;
  /** The address input's id. */
  id: string;
  /** What the picture is: "Picture", "Logo", "Photo". */
  legend: string;
  /** The upload button's words ("Upload a picture" when not given). */
  uploadLabel?: string;
  /** The address field's label ("Or paste an address" when not given). */
  addressLabel?: string;
  /** The chosen file at once, as a local address for a preview beside (null when it is given up). */
  onChosen?: (localUrl: string | null) => void;
  autoComplete?: string;
};

/**
 * A picture for a form (issue 37): uploaded, shown by its file name with a way to remove it, or an
 * address pasted, kept apart. The address field shows only what was pasted, never an upload's
 * internal /media/… address; an empty field says what can be done.
 */
export function PictureField<T extends FieldValues>({ control, name, id, legend, uploadLabel, addressLabel, onChosen, autoComplete }: PictureFieldProps<T>) {
  const t = useTexts(uploadTexts);
  const { field, fieldState } = useController({ control, name });
  const upload = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const value = typeof field.value === 'string' ? field.value.trim() : '';
  const uploaded = isMediaPath(value);

  function remove() {
    field.onChange('');
    onChosen?.(null);
    // Focus stays in the field, on the way to choose another.
    upload.current?.focus();
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={value ? undefined : hintId}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {!value && (
        <p id={hintId} className="text-sm text-base-content/80">
          {t.addPicture}
        </p>
      )}
      {uploaded && (
        <div className="flex min-w-0 items-center gap-2 rounded-box border border-base-300 bg-base-200 px-3 py-2">
          <StrokeIcon className="size-5 shrink-0 text-base-content/70" d={IMAGE_ICON} />
          <span className="min-w-0 flex-1 truncate font-medium" title={uploadNameOf(value)}>
            {uploadNameOf(value) ?? t.uploadedEarlier}
          </span>
          <button type="button" className="btn btn-ghost btn-sm shrink-0" onClick={remove}>
            {t.removePicture}
          </button>
        </div>
      )}
      <PictureUpload
        label={uploadLabel}
        inputRef={upload}
        onChosen={onChosen}
        onUploaded={(picture) => {
          onChosen?.(null);
          field.onChange(picture.url);
        }}
      />
      <FormField id={id} label={addressLabel ?? t.pasteAddress} error={fieldState.error?.message}>
        {(props) => (
          <input
            {...props}
            ref={field.ref}
            name={field.name}
            value={uploaded ? '' : (field.value ?? '')}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            type="url"
            inputMode="url"
            autoComplete={autoComplete}
            placeholder="https://…"
            className={`input w-full ${props['aria-invalid'] ? 'input-error' : ''}`}
          />
        )}
      </FormField>
    </fieldset>
  );
}
