import { mapTexts } from '@volunteering/shared/texts/maps';
import { geoTexts } from '@volunteering/shared/texts/geo';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SubmitButton } from '../ui/submit-button.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useTexts } from '../../lib/i18n.tsx';
import { Message } from '../ui/message.tsx';
import type { Shown } from '../../lib/message-text.ts';
import { useGeocode, type Place } from './geocode.ts';

type PlaceSearchProps = {
  onChoose: (place: Place) => void;
  /** The box's name and hint, when not the Near me one. */
  label?: string;
  placeholder?: string;
  buttonLabel?: string;
  /** Inside another form (the event form): no form of its own; Enter in the box searches instead of sending the outer form. */
  nested?: boolean;
  /** Said to the field's neighbours when the search finds nothing or fails. */
  describedBy?: string;
};

/**
 * A place by name (issue 42): searched when the visitor sends it (the button or Enter), never as they
 * type (the public geocoder's terms); the places found to choose from, or why there are none.
 */
export function PlaceSearch({ onChoose, label, placeholder, buttonLabel, nested = false, describedBy }: PlaceSearchProps) {
  const t = useTexts(mapTexts);
  const credits = useTexts(geoTexts);
  const id = useId();
  const geocode = useGeocode();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const resultsRef = useRef<HTMLUListElement>(null);

  function search() {
    const q = text.trim();
    setEmpty(q === '');
    if (!q) return;
    geocode.mutate(q);
  }

  // The first place found takes focus once listed, so a keyboard user goes straight on to choosing.
  const found = geocode.data;
  useEffect(() => {
    if (found?.length) resultsRef.current?.querySelector('button')?.focus();
  }, [found]);

  // The server's own words when it refused (no geocoder, one search a second, a bad address), else ours.
  const failure: Shown | null = empty
    ? t.addressEmpty
    : geocode.error
      ? geocode.error instanceof ApiError && geocode.error.status !== 0 && geocode.error.message
        ? geocode.error
        : t.searchFailed
      : geocode.data?.length === 0
        ? t.noResults
        : null;
  const errorId = `${id}-error`;

  const box = (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={id} className="mb-1 block text-sm font-medium">
          {label ?? t.placeLabel}
        </label>
        <input
          id={id}
          type="search"
          value={text}
          maxLength={200}
          autoComplete="off"
          placeholder={placeholder ?? t.placePlaceholder}
          aria-invalid={failure !== null}
          aria-describedby={[failure ? errorId : '', describedBy ?? ''].join(' ').trim() || undefined}
          className={`input w-full ${failure ? 'input-error' : ''}`}
          onChange={(event) => {
            setText(event.target.value);
            setEmpty(false);
          }}
          onKeyDown={
            nested
              ? (event: KeyboardEvent<HTMLInputElement>) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  search();
                }
              : undefined
          }
        />
      </div>
      {nested ? (
        <button type="button" className="btn btn-outline btn-primary" onClick={search} disabled={geocode.isPending}>
          {geocode.isPending ? t.finding : (buttonLabel ?? t.findPlace)}
        </button>
      ) : (
        <SubmitButton busy={geocode.isPending} label={buttonLabel ?? t.findPlace} busyLabel={t.finding} className="btn btn-outline btn-primary" />
      )}
    </div>
  );

  return (
    <div className="space-y-2">
      {nested ? (
        box
      ) : (
        <form
          role="search"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            search();
          }}
        >
          {box}
        </form>
      )}
      {failure && (
        <p id={errorId} role="alert" className="text-sm text-error">
          <Message text={failure} />
        </p>
      )}
      {geocode.data && geocode.data.length > 0 && (
        <div>
          <p className="mb-1 text-sm font-medium">{t.results}</p>
          <ul ref={resultsRef} className="menu w-full rounded-box border border-base-300 bg-base-100 p-1">
            {geocode.data.map((place) => (
              <li key={`${place.lat},${place.lng},${place.label}`}>
                <button
                  type="button"
                  className="text-left"
                  onClick={() => {
                    geocode.reset();
                    onChoose(place);
                  }}
                >
                  {place.label}
                </button>
              </li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-base-content/70">{credits.attribution.geocoder}</p>
        </div>
      )}
    </div>
  );
}
