import { mapTexts } from '@volunteering/shared/texts/maps';
import type { Map } from 'leaflet';
import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { geoTexts } from '@volunteering/shared/texts/geo';
import { OSM_COPYRIGHT_URL } from '@volunteering/shared/geo-limits';
import { useTexts } from '../../lib/i18n.tsx';
import { useHydrated } from '../../lib/server-render.tsx';
import { useMapOptions } from './map-settings.ts';

/** The tiles' address and their credit, as Leaflet's attribution control writes it (HTML). */
export type Tiles = { url: string; attribution: string };

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export type Point = { lat: number; lng: number };
export type MapMarker = Point & { id: string; title: string };

export type MapProps = {
  /** Names the map for screen readers. */
  label: string;
  center?: Point;
  zoom?: number;
  /** Markers, grouped when dense; with `renderPopup`, a marker opens its card. */
  markers?: readonly MapMarker[];
  renderPopup?: (id: string) => ReactNode;
  /** One pin; with `onChange`, dropped by a tap, dragged or moved with the arrow keys. */
  pin?: { value: Point | null; onChange?: (point: Point) => void; label?: string };
  /** The visitor's own point (Near me): a marker of its own, named, and its radius as a circle. */
  here?: Point & { label: string; radiusKm: number };
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
export function MapFrame({ heightClass, whenSeen = false, ...props }: MapProps & { heightClass: string; whenSeen?: boolean }) {
  const t = useTexts(mapTexts);
  const credits = useTexts(geoTexts);
  const hydrated = useHydrated();
  const box = useRef<HTMLDivElement>(null);
  // `whenSeen`: Leaflet and the tiles wait until the box comes near the screen (a map low on a page).
  const [seen, setSeen] = useState(!whenSeen);
  useEffect(() => {
    if (seen || !box.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setSeen(true), { rootMargin: '300px' });
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [seen]);
  const options = useMapOptions();
  const tiles: Tiles | null = options
    ? {
        url: options.tileUrl,
        attribution: `<a href="${OSM_COPYRIGHT_URL}" target="_blank" rel="noopener noreferrer">${escapeHtml(credits.attribution.map)}</a>`,
      }
    : null;
  const placeholder = (text: string, busy: boolean) => (
    <div aria-busy={busy} className="flex size-full items-center justify-center bg-base-200 text-sm text-base-content/80">
      {text}
    </div>
  );
  return (
    <div ref={box} className={`relative isolate overflow-hidden rounded-box border border-base-300 ${heightClass}`}>
      {hydrated && tiles && seen ? (
        <MapErrorBoundary fallback={placeholder(t.mapError, false)}>
          <Suspense fallback={placeholder(t.mapLoading, true)}>
            <LeafletMap {...props} tiles={tiles} />
          </Suspense>
        </MapErrorBoundary>
      ) : (
        // Busy only while it comes: a map waiting to be scrolled to is not loading yet.
        placeholder(t.mapLoading, hydrated && seen)
      )}
    </div>
  );
}
