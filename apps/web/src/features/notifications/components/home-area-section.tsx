import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HOME_AREA } from '@volunteering/shared/geo-limits';
import type { HomeArea, Point } from '@volunteering/shared/geo-schemas';
import type { NotificationSettings } from '@volunteering/shared/notification-schemas';
import { mapTexts } from '@volunteering/shared/texts/maps';
import { useState } from 'react';
import { MapFrame } from '../../../components/map/map-frame.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { useTexts } from '../../../lib/i18n.tsx';
import { notificationSettingsQueryOptions, useNotificationSettings } from '../api/notification-settings.ts';

/** The cell a geohash of HOME_AREA's length covers, around its centre: two opposite corners. */
export function homeAreaSquare(area: Pick<HomeArea, 'lat' | 'lng'>): [Point, Point] {
  const bits = HOME_AREA.geohashPrecision * 5;
  const lngHalf = 360 / 2 ** Math.ceil(bits / 2) / 2;
  const latHalf = 180 / 2 ** Math.floor(bits / 2) / 2;
  return [
    { lat: area.lat - latHalf, lng: area.lng - lngHalf },
    { lat: area.lat + latHalf, lng: area.lng + lngHalf },
  ];
}

function useSaveHomeArea() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { queryKey } = notificationSettingsQueryOptions(user?.email ?? '');
  return useMutation({
    mutationFn: async ({ settings, homeArea }: { settings: NotificationSettings; homeArea: Point | null }) =>
      (await apiRequest<NotificationSettings>('/me/notifications', { method: 'PUT', body: { ...settings, homeArea }, auth: true })).data,
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}

/**
 * "Your area" on the profile (issue 42): set from the browser's location or a tap on the map, kept by
 * the server only as a ~5 km square, shown as that square, and removable.
 */
export function HomeAreaSection() {
  const t = useTexts(mapTexts);
  const settings = useNotificationSettings();
  const save = useSaveHomeArea();
  const [picked, setPicked] = useState<Point | null>(null);
  const [status, setStatus] = useState<{ text: string; problem: boolean } | null>(null);
  const [locating, setLocating] = useState(false);

  if (settings.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-base-content/80">
        <Spinner />
        {t.mapLoading}
      </p>
    );
  }
  if (settings.error) return <ErrorState title={t.areaError} error={settings.error} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />;
  const current = settings.data;
  const area = current.homeArea;

  const store = (homeArea: Point | null) => {
    setStatus(null);
    save.mutate(
      { settings: current, homeArea },
      {
        onSuccess: () => {
          setPicked(null);
          setStatus({ text: homeArea ? t.areaSaved : t.areaRemoved, problem: false });
        },
        onError: () => setStatus({ text: t.areaError, problem: true }),
      },
    );
  };

  function locate() {
    if (!('geolocation' in navigator)) {
      setStatus({ text: t.noGeolocation, problem: true });
      return;
    }
    setLocating(true);
    setStatus(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        store({ lat: coords.latitude, lng: coords.longitude });
      },
      (error) => {
        setLocating(false);
        setStatus({ text: error.code === error.PERMISSION_DENIED ? t.denied : t.unavailable, problem: true });
      },
      { maximumAge: 5 * 60_000, timeout: 20_000 },
    );
  }

  const busy = save.isPending || locating;
  return (
    <div className="space-y-4">
      <p>{t.areaIntro}</p>
      <p className="text-sm text-base-content/80">{t.areaPrivacy}</p>
      <p className="font-medium">{area ? t.areaSet : t.noArea}</p>
      <MapFrame
        heightClass="h-64"
        label={t.areaMap}
        zoom={area ? 12 : 11}
        square={area ? homeAreaSquare(area) : undefined}
        pin={{ value: picked, onChange: setPicked, label: t.areaHeading }}
        whenSeen
      />
      {!area && <p className="text-sm text-base-content/80">{t.areaOnMap}</p>}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline btn-primary" onClick={locate} disabled={busy}>
          {locating && <Spinner />}
          {t.useMyLocation}
        </button>
        {picked && (
          <button type="button" className="btn btn-primary" onClick={() => store(picked)} disabled={busy}>
            {save.isPending && <Spinner />}
            {save.isPending ? t.savingArea : t.saveArea}
          </button>
        )}
        {area && (
          <button type="button" className="btn btn-ghost" onClick={() => store(null)} disabled={busy}>
            {t.removeArea}
          </button>
        )}
      </div>
      <div role="status" className="empty:hidden">
        {status && <p className={status.problem ? 'rounded-box border border-error bg-error/10 p-3 text-sm' : 'text-sm'}>{status.text}</p>}
      </div>
    </div>
  );
}
