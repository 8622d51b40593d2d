import { TEXT_LIMITS } from '@volunteering/shared/constants';
import type { EventFormValues } from '@volunteering/shared/event-schemas';
import { isMediaPath } from '@volunteering/shared/media-path';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { uploadTexts } from '@volunteering/shared/texts/uploads';
import { useRef, type ReactNode, type RefObject } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PictureUpload } from '../../../components/ui/picture-upload.tsx';
import { useTexts } from '../../../lib/i18n.tsx';
import { uploadNameOf } from '../../../lib/uploaded-names.ts';

export const PLUS_ICON = 'M12 5v14M5 12h14';
const TRASH_ICON = 'M4 7h16M10 11v6M14 11v6M5 7l1 13h12l1-13M9 7V4h6v3';
/** As tall as its text (a suggestion's whole answer in view at 360 px), two lines at least; where a browser cannot, two lines. */
const GROWING_TEXTAREA = 'textarea field-sizing-content min-h-16 w-full';

/**
 * Gallery images, highlights and questions: optional, added and removed one row at a time. A new
 * event's highlights and questions start as suggestions (`suggested`: the note saying so).
 */
export function RichContentRows({ idPrefix, suggested }: { idPrefix: string; suggested: boolean }) {
  const t = useTexts(eventFormTexts);
  return (
    <section aria-labelledby={`${idPrefix}-optional`} className="flex flex-col gap-6 border-t border-base-300 pt-6">
      <div>
        <h2 id={`${idPrefix}-optional`} className="text-lg font-semibold">
          {t.optionalHeading}
        </h2>
        <p className="text-sm text-base-content/70">{t.optionalIntro}</p>
        {suggested && <p className="mt-1 text-sm text-base-content/70">{t.suggestionsNote}</p>}
      </div>
      <GalleryRows idPrefix={idPrefix} />
      <HighlightRows idPrefix={idPrefix} />
      <FaqRows idPrefix={idPrefix} />
    </section>
  );
}

type RowListProps = {
  legend: string;
  /** Another way to add a row, beside the add button (the gallery's upload). */
  extra?: ReactNode;
  addLabel: string;
  count: number;
  onAdd: () => void;
  children: ReactNode;
  addRef: RefObject<HTMLButtonElement | null>;
};

function RowList({ legend, extra, addLabel, count, onAdd, children, addRef }: RowListProps) {
  const t = useTexts(eventFormTexts);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-medium">{legend}</legend>
      {count === 0 ? <p className="text-sm text-base-content/70">{t.noRows}</p> : <ol className="flex flex-col gap-3">{children}</ol>}
      <button ref={addRef} type="button" className="btn btn-outline btn-sm self-start" onClick={onAdd} disabled={count >= TEXT_LIMITS.listItems}>
        <StrokeIcon className="size-4" d={PLUS_ICON} />
        {addLabel}
      </button>
      {count < TEXT_LIMITS.listItems && extra}
    </fieldset>
  );
}

export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="btn btn-ghost btn-square btn-sm mt-6 shrink-0" aria-label={label} title={label} onClick={onClick}>
      <StrokeIcon className="size-5" d={TRASH_ICON} />
    </button>
  );
}

/** After a row goes, focus moves to the list's add button rather than being lost. */
function useRemoveRow(remove: (index: number) => void) {
  const addRef = useRef<HTMLButtonElement>(null);
  return {
    addRef,
    removeRow: (index: number) => {
      remove(index);
      addRef.current?.focus();
    },
  };
}

function GalleryRows({ idPrefix }: { idPrefix: string }) {
  const t = useTexts(eventFormTexts);
  const { control, register, formState } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'images' });
  const images = useWatch({ control, name: 'images' });
  const uploads = useTexts(uploadTexts);
  const { addRef, removeRow } = useRemoveRow(remove);
  return (
    <RowList
      legend={t.galleryHeading}
      addLabel={t.addImage}
      count={fields.length}
      onAdd={() => append({ url: '' })}
      addRef={addRef}
      // A photo from the device becomes a new row with its address (issue 17).
      extra={<PictureUpload label={t.uploadGalleryImage} onUploaded={(upload) => append({ url: upload.url }, { shouldFocus: false })} />}
    >
      {fields.map((row, index) => (
        <li key={row.id} className="flex items-start gap-2">
          {isMediaPath(images[index]?.url ?? '') ? (
            // An uploaded picture: itself and its file name, not its internal address (issue 37).
            <div className="flex min-w-0 grow flex-col gap-1">
              <p className="text-sm font-medium">{t.galleryImage(index + 1)}</p>
              <div className="flex min-w-0 items-center gap-3 rounded-box border border-base-300 bg-base-200 p-2">
                <img src={images[index]!.url} alt="" className="size-12 shrink-0 rounded-field object-cover" />
                <span className="min-w-0 truncate font-medium">{uploadNameOf(images[index]!.url) ?? uploads.uploadedEarlier}</span>
              </div>
            </div>
          ) : (
            <FormField
              id={`${idPrefix}-image-${index}`}
              label={t.galleryUrl(index + 1)}
              error={formState.errors.images?.[index]?.url?.message}
              className="grow"
            >
              {(field) => (
                <input
                  {...field}
                  {...register(`images.${index}.url`)}
                  type="url"
                  inputMode="url"
                  placeholder={t.imageUrlPlaceholder}
                  className="input w-full"
                />
              )}
            </FormField>
          )}
          <RemoveButton label={t.removeImage(index + 1)} onClick={() => removeRow(index)} />
        </li>
      ))}
    </RowList>
  );
}

function HighlightRows({ idPrefix }: { idPrefix: string }) {
  const t = useTexts(eventFormTexts);
  const { control, register, formState } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'highlights' });
  const { addRef, removeRow } = useRemoveRow(remove);
  return (
    <RowList
      legend={t.highlightsHeading}
      addLabel={t.addHighlight}
      count={fields.length}
      onAdd={() => append({ icon: 'star', title: '', desc: '' }, { focusName: `highlights.${fields.length}.title` })}
      addRef={addRef}
    >
      {fields.map((row, index) => {
        const errors = formState.errors.highlights?.[index];
        const id = `${idPrefix}-highlight-${index}`;
        return (
          <li key={row.id} className="flex items-start gap-2 rounded-box border border-base-300 p-3">
            <div className="grid grow gap-3 @xl:grid-cols-[10rem_1fr]">
              <FormField id={`${id}-icon`} label={t.highlightIcon(index + 1)} error={errors?.icon?.message}>
                {(field) => (
                  <select {...field} {...register(`highlights.${index}.icon`)} className="select w-full">
                    {Object.entries(t.highlightIcons).map(([icon, label]) => (
                      <option key={icon} value={icon}>
                        {label}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField id={`${id}-title`} label={t.highlightTitle(index + 1)} error={errors?.title?.message}>
                {(field) => <input {...field} {...register(`highlights.${index}.title`)} className="input w-full" />}
              </FormField>
              <FormField id={`${id}-desc`} label={t.highlightDesc(index + 1)} error={errors?.desc?.message} className="@xl:col-span-2">
                {(field) => <textarea {...field} {...register(`highlights.${index}.desc`)} rows={2} className={GROWING_TEXTAREA} />}
              </FormField>
            </div>
            <RemoveButton label={t.removeHighlight(index + 1)} onClick={() => removeRow(index)} />
          </li>
        );
      })}
    </RowList>
  );
}

function FaqRows({ idPrefix }: { idPrefix: string }) {
  const t = useTexts(eventFormTexts);
  const { control, register, formState } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'faqs' });
  const { addRef, removeRow } = useRemoveRow(remove);
  return (
    <RowList legend={t.faqsHeading} addLabel={t.addFaq} count={fields.length} onAdd={() => append({ q: '', a: '' })} addRef={addRef}>
      {fields.map((row, index) => {
        const errors = formState.errors.faqs?.[index];
        const id = `${idPrefix}-faq-${index}`;
        return (
          <li key={row.id} className="flex items-start gap-2 rounded-box border border-base-300 p-3">
            <div className="grid grow gap-3">
              <FormField id={`${id}-q`} label={t.faqQuestion(index + 1)} error={errors?.q?.message}>
                {(field) => <input {...field} {...register(`faqs.${index}.q`)} className="input w-full" />}
              </FormField>
              <FormField id={`${id}-a`} label={t.faqAnswer(index + 1)} error={errors?.a?.message}>
                {(field) => <textarea {...field} {...register(`faqs.${index}.a`)} rows={2} className={GROWING_TEXTAREA} />}
              </FormField>
            </div>
            <RemoveButton label={t.removeFaq(index + 1)} onClick={() => removeRow(index)} />
          </li>
        );
      })}
    </RowList>
  );
}
