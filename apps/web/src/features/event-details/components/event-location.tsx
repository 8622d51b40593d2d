import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { mapTexts } from '@volunteering/shared/texts/maps';
import { MapFrame } from '../../../components/map/map-frame.tsx';
import { useTexts } from '../../../lib/i18n.tsx';

/** OpenStreetMap's page of a point, with a marker on it. */
export const osmLink = (lat: number, lng: number) => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;

/**
 * Where the event is: with a pin (issue 42), our map of it, loaded when the section comes near the
 * screen, and the way to OpenStreetMap; without one, the place's name on Google's map as before.
 */
export function EventLocation({ location, lat, lng }: { location: string; lat: number | null; lng: number | null }) {
  const t = useTexts(eventDetailsMessages);
  const maps = useTexts(mapTexts);
  const query = encodeURIComponent(location);
  const pinned = lat !== null && lng !== null;
  return (
    <section aria-labelledby="location-heading" className="space-y-4">
      <h2 id="location-heading" className="text-2xl font-bold">
        {t.location}
      </h2>
      {pinned ? (
        <>
          <p>{location}</p>
          <MapFrame
            heightClass="h-80"
            label={maps.mapOfPlace(location)}
            center={{ lat, lng }}
            zoom={16}
            pin={{ value: { lat, lng }, label: location }}
            whenSeen
          />
          <p>
            <a href={osmLink(lat, lng)} target="_blank" rel="noopener noreferrer" className="link link-primary">
              {maps.openInOsm}
              <span className="sr-only"> {t.newTab}</span>
            </a>
          </p>
        </>
      ) : (
        <>
          <iframe
            src={`https://www.google.com/maps?q=${query}&output=embed`}
            title={t.mapOf(location)}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="h-96 w-full rounded-box border border-base-300 bg-base-200"
          />
          <p>
            <a href={`https://www.google.com/maps/search/?api=1&query=${query}`} target="_blank" rel="noopener noreferrer" className="link link-primary">
              {t.openInMaps(location)}
              <span className="sr-only"> {t.newTab}</span>
            </a>
          </p>
        </>
      )}
    </section>
  );
}
