import 'leaflet/dist/leaflet.css';
import './map.css';
import { mapTexts } from '@volunteering/shared/texts/maps';
import {
  circle,
  control,
  divIcon,
  DomEvent,
  latLngBounds,
  map as leafletMap,
  marker as leafletMarker,
  rectangle,
  tileLayer,
  type Map,
  type Marker,
} from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import Supercluster from 'supercluster';
import { useTexts } from '../../lib/i18n.tsx';
import type { MapProps, Point, Tiles } from './map-frame.tsx';

// The map itself (issue 42): Leaflet and supercluster, in this chunk alone, which only map-frame.tsx
// imports, lazily. Nothing here runs on the server.

const PIN_SVG =
  '<svg viewBox="0 0 24 32" aria-hidden="true"><path d="M12 31s10-10.3 10-18A10 10 0 0 0 2 13c0 7.7 10 18 10 18Z"/><circle cx="12" cy="12.5" r="3.8"/></svg>';
const pinIcon = (extra = '') => divIcon({ className: `map-pin ${extra}`, html: PIN_SVG, iconSize: [28, 36], iconAnchor: [14, 35], popupAnchor: [0, -32] });
/** How far an arrow key moves a focused pin, in screen pixels (so a step is the same at every zoom). */
const KEY_STEP_PX = 12;
const ARROWS: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/** The default export, for React.lazy. */
export default function LeafletMap({
  tiles,
  label,
  center,
  zoom = 13,
  markers,
  renderPopup,
  pin,
  here,
  square,
  onMap,
  className = '',
}: MapProps & { tiles: Tiles }) {
  const t = useTexts(mapTexts);
  const box = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<Map | null>(null);
  const [popup, setPopup] = useState<OpenPopup | null>(null);
  // The card is drawn into the popup after Leaflet opened it: the popup is then fitted to it.
  useEffect(() => popup?.fit(), [popup]);

  // The map, once: the tiles with their attribution, the zoom buttons in the page's language.
  useEffect(() => {
    const made = leafletMap(box.current!, { zoomControl: false, center: center ? [center.lat, center.lng] : [23.78, 90.4], zoom });
    control.zoom({ zoomInTitle: t.zoomIn, zoomOutTitle: t.zoomOut }).addTo(made);
    tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(made);
    made.attributionControl.setPrefix(false);
    setMap(made);
    return () => {
      made.remove();
    };
    // The first centre and zoom only: later ones move the map (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tiles.url, tiles.attribution, t]);

  useEffect(() => {
    if (map) onMap?.(map);
  }, [map, onMap]);

  const centerKey = center ? `${center.lat},${center.lng}` : '';
  useEffect(() => {
    if (map && center) map.setView([center.lat, center.lng], Math.max(map.getZoom(), zoom));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, centerKey]);

  useClusteredMarkers(map, markers, t, setPopup, renderPopup !== undefined, here);
  useHere(map, here, (markers?.length ?? 0) > 0);
  usePin(map, pin);
  useSquare(map, square);

  return (
    <>
      <div ref={box} role="region" aria-label={label} className={`map-frame size-full ${className}`} />
      {popup && renderPopup && createPortal(renderPopup(popup.id), popup.element)}
    </>
  );
}

type Texts = typeof mapTexts;
type OpenPopup = { id: string; element: HTMLElement; fit: () => void };

/** The markers, grouped by supercluster where they are too close to tell apart; a group zooms in, a marker opens its card. */
function useClusteredMarkers(
  map: Map | null,
  markers: MapProps['markers'],
  t: Texts,
  setPopup: (popup: OpenPopup | null) => void,
  withPopups: boolean,
  /** Kept in view with the markers. */
  here?: Point,
) {
  const hereKey = here ? `${here.lat},${here.lng}` : '';
  useEffect(() => {
    if (!map || !markers?.length) return;
    const index = new Supercluster<{ id: string; title: string }>({ radius: 56, maxZoom: 17 });
    index.load(
      markers.map(({ id, lat, lng, title }) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [lng, lat] }, properties: { id, title } })),
    );
    // Drawn again after every move; a marker still in view stays (its open card with it).
    let shown = new globalThis.Map<string, Marker>();
    const draw = () => {
      const bounds = map.getBounds();
      const next = new globalThis.Map<string, Marker>();
      for (const feature of index.getClusters([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], Math.round(map.getZoom()))) {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const properties = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; id?: string; title?: string };
        const key = properties.cluster ? `group:${properties.cluster_id}` : `event:${properties.id}`;
        const kept = shown.get(key);
        if (kept) {
          next.set(key, kept);
          continue;
        }
        if (properties.cluster) {
          const count = properties.point_count!;
          const group = leafletMarker([lat, lng], {
            icon: divIcon({ className: 'map-group', html: `<span>${count}</span>`, iconSize: [40, 40] }),
            title: t.groupOf(count),
            keyboard: true,
          });
          group.on('click', () => map.flyTo([lat, lng], Math.min(index.getClusterExpansionZoom(properties.cluster_id!), 18)));
          group.addTo(map);
          group.getElement()?.setAttribute('aria-label', t.groupOf(count));
          next.set(key, group);
          continue;
        }
        const one = leafletMarker([lat, lng], { icon: pinIcon(), title: t.markerOf(properties.title!), keyboard: true, riseOnHover: true });
        if (withPopups) {
          const element = document.createElement('div');
          one.bindPopup(element, { minWidth: 220, maxWidth: 280 });
          one.on('popupopen', () => setPopup({ id: properties.id!, element, fit: () => one.getPopup()?.update() }));
        }
        one.addTo(map);
        one.getElement()?.setAttribute('aria-label', t.markerOf(properties.title!));
        next.set(key, one);
      }
      for (const [key, old] of shown) if (!next.has(key)) old.remove();
      shown = next;
    };
    const points = here ? [...markers, here] : markers;
    map.fitBounds(latLngBounds(points.map(({ lat, lng }) => [lat, lng])), { padding: [32, 32], maxZoom: 15 });
    draw();
    map.on('moveend', draw);
    return () => {
      map.off('moveend', draw);
      for (const old of shown.values()) old.remove();
    };
    // `here` by its place only: a new object of the same point fits nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, markers, t, setPopup, withPopups, hereKey]);
}

const HERE_HTML = '<span class="map-here-dot" aria-hidden="true"></span>';

/**
 * The visitor's own point on a near-me map: a dot unlike the events' pins, named for screen readers
 * (an image, not a button: it does nothing), and the radius as a circle. Neither takes a click, so a
 * marker beneath stays reachable.
 */
function useHere(map: Map | null, here: MapProps['here'], hasMarkers: boolean) {
  const key = here ? `${here.lat},${here.lng},${here.radiusKm},${here.label}` : '';
  useEffect(() => {
    if (!map || !here) return;
    const area = circle([here.lat, here.lng], { radius: here.radiusKm * 1000, className: 'map-radius', interactive: false, weight: 2 }).addTo(map);
    const dot = leafletMarker([here.lat, here.lng], {
      icon: divIcon({ className: 'map-here', html: HERE_HTML, iconSize: [22, 22] }),
      interactive: false,
      keyboard: false,
      zIndexOffset: -1000,
    }).addTo(map);
    const element = dot.getElement();
    element?.setAttribute('role', 'img');
    element?.setAttribute('aria-label', here.label);
    // A scale bar reads the distances; with no marker, the whole circle is in view.
    const scale = control.scale({ imperial: false, position: 'topright' }).addTo(map);
    if (!map.getBounds().contains(area.getBounds()) && !hasMarkers) map.fitBounds(area.getBounds(), { padding: [16, 16] });
    return () => {
      scale.remove();
      dot.remove();
      area.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
}

/** The event form's pin: dropped by a tap on the map, dragged, or moved with the arrow keys once focused. */
function usePin(map: Map | null, pin: MapProps['pin']) {
  const marker = useRef<Marker | null>(null);
  const change = useRef(pin?.onChange);
  change.current = pin?.onChange;
  const editable = pin?.onChange !== undefined;

  useEffect(() => {
    if (!map || !editable) return;
    const onClick = (event: { latlng: { lat: number; lng: number } }) => change.current?.({ lat: event.latlng.lat, lng: event.latlng.lng });
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
    };
  }, [map, editable]);

  const value = pin?.value ?? null;
  useEffect(() => {
    if (!map) return;
    if (!value) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (marker.current) {
      marker.current.setLatLng([value.lat, value.lng]);
      return;
    }
    const made = leafletMarker([value.lat, value.lng], {
      icon: pinIcon('map-pin-own'),
      draggable: editable,
      keyboard: editable,
      autoPan: true,
      title: pin?.label,
    });
    made.on('dragend', () => {
      const { lat, lng } = made.getLatLng();
      change.current?.({ lat, lng });
    });
    made.addTo(map);
    const element = made.getElement();
    if (element && pin?.label) element.setAttribute('aria-label', pin.label);
    if (element && editable) {
      DomEvent.on(element, 'keydown', (event) => {
        const step = ARROWS[(event as KeyboardEvent).key];
        if (!step) return;
        DomEvent.stop(event);
        const at = map.latLngToContainerPoint(made.getLatLng());
        const next = map.containerPointToLatLng([at.x + step[0] * KEY_STEP_PX, at.y + step[1] * KEY_STEP_PX]);
        made.setLatLng(next);
        change.current?.({ lat: next.lat, lng: next.lng });
      });
    }
    if (!map.getBounds().contains([value.lat, value.lng])) map.setView([value.lat, value.lng]);
    marker.current = made;
  }, [map, value, editable, pin?.label]);

  useEffect(
    () => () => {
      marker.current?.remove();
      marker.current = null;
    },
    [map],
  );
}

/** A volunteer's area as the server keeps it: a square, never a point. */
function useSquare(map: Map | null, square: MapProps['square']) {
  const key = square ? square.map((point: Point) => `${point.lat},${point.lng}`).join(';') : '';
  useEffect(() => {
    if (!map || !square) return;
    const shape = rectangle(
      square.map((point: Point) => [point.lat, point.lng] as [number, number]),
      { className: 'map-square', weight: 2 },
    ).addTo(map);
    map.fitBounds(shape.getBounds(), { padding: [24, 24] });
    return () => {
      shape.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
}
