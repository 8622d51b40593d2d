import { mapTexts } from '@volunteering/shared/texts/maps';
import { PAGES } from '@volunteering/shared/pages';
import { lazy, Suspense, useId, useState } from 'react';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTexts } from '../../../lib/i18n.tsx';
import { Link, useLocation } from '../../../lib/router.tsx';
import { DEFAULT_RADIUS_KM, NEAR_RADII_KM, type Near, type NearRadius } from '../near-params.ts';

// The place search (and the form library's mutation) come when a visitor first opens it, not with the list.
const PlaceSearch = lazy(async () => ({ default: (await import('../../../components/map/place-search.tsx')).PlaceSearch }));

export const PIN_PATH = 'M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z';

type Locating = 'idle' | 'locating' | 'denied' | 'unavailable' | 'unsupported';

type NearMeBarProps = {
  near: Near | null;
  onChange: (near: Near | null) => void;
  signedIn: boolean;
  /** Whether the server can search for places by name. */
  geocoder: boolean;
};

/**
 * Near me (issue 42): the browser's location, asked only when the button is pressed, or a place the
 * visitor names (signed in, with a geocoder); how far; and the way back to every event.
 */
export function NearMeBar({ near, onChange, signedIn, geocoder }: NearMeBarProps) {
  const t = useTexts(mapTexts);
  const { pathname, search } = useLocation();
  const [locating, setLocating] = useState<Locating>('idle');
  const [placeOpen, setPlaceOpen] = useState(false);
  const [radius, setRadius] = useState<NearRadius>(near?.radiusKm ?? DEFAULT_RADIUS_KM);
  const radiusId = useId();
  const placePanel = useId();
  const radiusKm = near?.radiusKm ?? radius;

  function locate() {
    if (!('geolocation' in navigator)) {
      setLocating('unsupported');
      return;
    }
    setLocating('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating('idle');
        setPlaceOpen(false);
        onChange({ lat: coords.latitude, lng: coords.longitude, radiusKm, place: null });
      },
      (error) => setLocating(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { maximumAge: 5 * 60_000, timeout: 20_000 },
    );
  }

  const problem = { denied: t.denied, unavailable: t.unavailable, unsupported: t.noGeolocation }[locating as 'denied'];

  return (
    <section aria-label={t.nearMe} className="mb-6 space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={`btn gap-2 ${near && !near.place ? 'btn-primary' : 'btn-outline btn-primary'}`}
          aria-pressed={near !== null && !near.place}
          onClick={locate}
          disabled={locating === 'locating'}
        >
          {locating === 'locating' ? <Spinner /> : <StrokeIcon className="size-5" d={PIN_PATH} />}
          {t.nearMe}
        </button>
        <button type="button" className="btn btn-ghost" aria-expanded={placeOpen} aria-controls={placePanel} onClick={() => setPlaceOpen((open) => !open)}>
          {t.orPlace}
        </button>
        <label htmlFor={radiusId} className="sr-only">
          {t.radiusLabel}
        </label>
        <select
          id={radiusId}
          className="select w-auto"
          value={radiusKm}
          onChange={(event) => {
            const next = Number(event.target.value) as NearRadius;
            setRadius(next);
            if (near) onChange({ ...near, radiusKm: next });
          }}
        >
          {NEAR_RADII_KM.map((km) => (
            <option key={km} value={km}>
              {t.radius(km)}
            </option>
          ))}
        </select>
        {near && (
          <button type="button" className="btn btn-ghost" onClick={() => onChange(null)}>
            {t.showAll}
          </button>
        )}
      </div>
      <div role="status" className="empty:hidden">
        {locating === 'locating' && <p className="text-sm">{t.locating}</p>}
      </div>
      {problem && (
        <p role="alert" className="alert alert-warning alert-soft text-sm">
          {problem}
        </p>
      )}
      {placeOpen && (
        <div id={placePanel}>
          {!signedIn ? (
            <p className="text-sm">
              <Link to={PAGES.login.path} state={{ from: pathname + search }} className="link">
                {t.placeNeedsSignIn}
              </Link>
            </p>
          ) : !geocoder ? (
            <p className="text-sm">{t.placeSearchOff}</p>
          ) : (
            <Suspense fallback={<Spinner />}>
              <PlaceSearch
                onChoose={(place) => {
                  setPlaceOpen(false);
                  onChange({ lat: place.lat, lng: place.lng, radiusKm, place: place.label });
                }}
              />
            </Suspense>
          )}
        </div>
      )}
      {near && (
        <p className="text-sm text-base-content/80">
          <strong className="font-semibold text-base-content">{near.place ? t.nearPlace(near.place) : t.nearYou}</strong> · {t.leftOut}
        </p>
      )}
    </section>
  );
}
