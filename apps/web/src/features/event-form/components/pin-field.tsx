import { numberFormat } from '@volunteering/shared/intl-formats';
import type { EventFormValues } from '@volunteering/shared/event-schemas';
import { mapTexts } from '@volunteering/shared/texts/maps';
import type { Map } from 'leaflet';
import { useCallback, useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { MapFrame, type Point } from '../../../components/map/map-frame.tsx';
import { useMapOptions } from '../../../components/map/map-settings.ts';
import { Message } from '../../../components/ui/message.tsx';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import { PlaceSearch } from '../../../components/map/place-search.tsx';

/** Degrees kept for a pin: 6 decimals (about 10 cm), enough for any door. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The event's optional pin (issue 42): a tap on the map drops it, dragging moves it; an address
 * search (on submit only) places it too, and with a keyboard the pin moves with the arrow keys.
 * "Remove pin" takes it away. Without a geocoder on the server, the map alone, and the form says so.
 */
export function PinField({ idPrefix, className = '' }: { idPrefix: string; className?: string }) {
  const t = useTexts(mapTexts);
  const { locale } = useLanguage();
  const form = useFormContext<EventFormValues>();
  const [lat, lng] = useWatch({ control: form.control, name: ['lat', 'lng'] });
  const options = useMapOptions();
  const map = useRef<Map | null>(null);
  const headingId = useId();
  const helpId = `${idPrefix}-pin-help`;
  const errorId = `${idPrefix}-pin-error`;
  const error = form.formState.errors.lat?.message ?? form.formState.errors.lng?.message;
  const pinned = typeof lat === 'number' && typeof lng === 'number';
  const value = pinned ? { lat, lng } : null;
  // The map opens on the saved pin; afterwards it moves only to a place chosen from the search.
  const [start] = useState(value);

  const setPin = useCallback(
    (point: Point | null) => {
      const options = { shouldDirty: true };
      form.setValue('lat', point ? round(point.lat) : null, options);
      form.setValue('lng', point ? round(point.lng) : null, options);
      form.clearErrors(['lat', 'lng']);
    },
    [form],
  );
  const onMap = useCallback((made: Map) => {
    map.current = made;
  }, []);
  const degrees = numberFormat(locale, { maximumFractionDigits: 5, useGrouping: false });

  return (
    <fieldset aria-labelledby={headingId} aria-describedby={error ? `${helpId} ${errorId}` : helpId} className={`flex flex-col gap-3 ${className}`}>
      <legend id={headingId} className="text-sm font-medium">
        {t.pinHeading}
      </legend>
      <p id={helpId} className="text-xs text-base-content/70">
        {t.pinHelp}
      </p>
      {options?.geocoding === false ? (
        <p className="text-sm">{t.geocoderOff}</p>
      ) : (
        <PlaceSearch
          nested
          label={t.addressLabel}
          placeholder={t.addressPlaceholder}
          buttonLabel={t.findOnMap}
          onChoose={(place) => {
            setPin(place);
            map.current?.setView([place.lat, place.lng], 16);
          }}
        />
      )}
      <MapFrame
        heightClass="h-72"
        label={t.map}
        center={start ?? undefined}
        zoom={start ? 15 : 12}
        pin={{ value, onChange: setPin, label: t.pinLabel }}
        onMap={onMap}
      />
      <p aria-live="polite" className="text-sm">
        {pinned ? t.pinnedAt(degrees.format(lat), degrees.format(lng)) : t.noPin}
      </p>
      {error && (
        <p id={errorId} className="text-sm">
          <Message text={error} />
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={() => {
            const centre = map.current?.getCenter();
            if (centre) setPin({ lat: centre.lat, lng: centre.lng });
          }}
        >
          {t.pinAtCentre}
        </button>
        {pinned && (
          <button type="button" className="btn btn-sm btn-ghost" onClick={() => setPin(null)}>
            {t.removePin}
          </button>
        )}
      </div>
    </fieldset>
  );
}
