import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

/** SPEC section 9: where the map opens when a location has no coordinates yet, and how close. */
export const MAP_CENTRE = { lat: 24.4539, lng: 54.3773 };
export const MAP_ZOOM = 9;
/** Close enough to tell one street from the next once a location has its pin. */
const PLACED_ZOOM = 15;

/** Six decimals are about 10 cm: finer than a pin dropped by hand, coarser than float noise. */
export const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;

const PIN_SVG = `<svg viewBox="0 0 24 36" width="30" height="45" aria-hidden="true"><path d="M12 0C5.4 0 0 5.4 0 12c0 8.5 12 24 12 24s12-15.5 12-24C24 5.4 18.6 0 12 0z" fill="#1e88e5" stroke="#0d47a1" stroke-width="1.2"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>`;

const FULLSCREEN_SVG = `<svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true" style="vertical-align:middle"><path d="M4 8V4h4M16 4h4v4M20 16v4h-4M8 20H4v-4"/></svg>`;

export interface MapTexts {
  fullscreen: string;
  pin: string;
}

/**
 * A button that shows the map on the whole screen and back (SPEC section 9: fullscreen on). Leaflet
 * has none of its own, and the browser's Fullscreen API is all it takes.
 */
function fullscreenControl(label: string): L.Control {
  const control = new L.Control({ position: 'topright' });
  control.onAdd = (map) => {
    const bar = L.DomUtil.create('div', 'leaflet-bar');
    const button = L.DomUtil.create('a', '', bar);
    button.href = '#';
    button.role = 'button';
    button.title = label;
    button.setAttribute('aria-label', label);
    // Drawn, not a glyph: the fullscreen character is missing from many system fonts.
    button.innerHTML = FULLSCREEN_SVG;
    button.dataset.testid = 'map-fullscreen';
    L.DomEvent.disableClickPropagation(bar);
    L.DomEvent.on(button, 'click', (event) => {
      L.DomEvent.preventDefault(event);
      const container = map.getContainer();
      if (document.fullscreenElement === container) void document.exitFullscreen();
      else void container.requestFullscreen?.();
    });
    return bar;
  };
  return control;
}

export interface PinMap {
  /** Puts the pin at a point (typed coordinates), or at the default centre when there is none. */
  place: (point: { lat: number; lng: number } | null) => void;
  /** Draws tiles from a template; reports whether any loaded or any failed. */
  setTiles: (
    template: string | null,
    attribution: string,
    onState: (state: 'loaded' | 'failed') => void,
  ) => void;
  resize: () => void;
  destroy: () => void;
}

/**
 * A Leaflet map with one draggable pin, set up as SPEC section 9 says: zoom and fullscreen controls,
 * nothing to switch map types or open street view. The pin can be dragged with or without tiles.
 */
export function createPinMap(
  element: HTMLElement,
  options: {
    draggable: boolean;
    texts: MapTexts;
    onDrag: (point: { lat: number; lng: number }) => void;
  },
): PinMap {
  const map = L.map(element, { center: MAP_CENTRE, zoom: MAP_ZOOM, zoomControl: true });
  map.attributionControl.setPrefix(false);
  fullscreenControl(options.texts.fullscreen).addTo(map);
  const icon = L.divIcon({
    html: PIN_SVG,
    className: 'backhouse-map-pin',
    iconSize: [30, 45],
    iconAnchor: [15, 45],
  });
  const marker = L.marker(MAP_CENTRE, {
    icon,
    draggable: options.draggable,
    autoPan: true,
    title: options.texts.pin,
    alt: options.texts.pin,
    keyboard: true,
  }).addTo(map);
  marker.getElement()?.setAttribute('data-testid', 'map-pin');
  marker.on('dragend', () => {
    const { lat, lng } = marker.getLatLng();
    options.onDrag({ lat: roundCoordinate(lat), lng: roundCoordinate(lng) });
  });

  let tiles: L.TileLayer | null = null;
  return {
    place(point) {
      const target = point ?? MAP_CENTRE;
      const current = marker.getLatLng();
      if (current.lat === target.lat && current.lng === target.lng && point) return;
      marker.setLatLng(target);
      map.setView(target, point ? Math.max(map.getZoom(), PLACED_ZOOM) : MAP_ZOOM);
    },
    setTiles(template, attribution, onState) {
      tiles?.remove();
      tiles = null;
      if (!template) return;
      tiles = L.tileLayer(template, { attribution, maxZoom: 19 });
      tiles.on('tileload', () => onState('loaded'));
      tiles.on('tileerror', () => onState('failed'));
      tiles.addTo(map);
    },
    resize: () => map.invalidateSize(),
    destroy: () => map.remove(),
  };
}
