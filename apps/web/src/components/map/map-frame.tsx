import { mapTexts } from '@volunteering/shared/texts/maps';
import type { Map } from 'leaflet';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useTexts } from '../../lib/i18n.tsx';
import { useHydrated } from '../../lib/server-render.tsx';

export type Point = { lat: number; lng: number };
export type MapMarker = Point & { id: string; title: string };

export type MapProps = {
  tiles: { url: string; attribution: string };
  /** Names the map for screen readers. */
  label: string;
  center?: Point;
  zoom?: number;
  /** Markers, grouped when dense; with `renderPopup`, a marker opens its card. */
  markers?: readonly MapMarker[];
  renderPopup?: (id: string) => ReactNode;
  /** One pin; with `onChange`, dropped by a tap, dragged or moved with the arrow keys. */
  pin?: { value: Point | null; onChange?: (point: Point) => void; label?: string };
  /** A square (two opposite corners), fitted into view. */
  square?: readonly [Point, Point];
  /** The Leaflet map, once made (the pin field drops a pin at its centre). */
  onMap?: (map: Map) => void;
  className?: string;
};

// Leaflet comes with the first map a page draws, never with the page itself (Home's budget, issue 42).
const LeafletMap = lazy(() => import('./leaflet-map.tsx'));

class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A map in a box of the height `heightClass` gives it, from the first paint (nothing moves when
 * Leaflet arrives). On the server and until the page answers, the box holds its place.
 */
export function MapFrame({ heightClass, ...props }: MapProps & { heightClass: string }) {
  const t = useTexts(mapTexts);
  const hydrated = useHydrated();
  const placeholder = (text: string, busy: boolean) => (
    <div aria-busy={busy} className="flex size-full items-center justify-center bg-base-200 text-sm text-base-content/80">
      {text}
    </div>
  );
  return (
    <div className={`relative isolate overflow-hidden rounded-box border border-base-300 ${heightClass}`}>
      {hydrated ? (
        <MapErrorBoundary fallback={placeholder(t.mapError, false)}>
          <Suspense fallback={placeholder(t.mapLoading, true)}>
            <LeafletMap {...props} />
          </Suspense>
        </MapErrorBoundary>
      ) : (
        placeholder(t.mapLoading, true)
      )}
    </div>
  );
}
