import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { METERS_PER_MILE } from '../../../contract/geopush/routes';
import { MAP_CENTRE, TILE_ATTRIBUTION, TILE_URL } from './mapConfig';

interface Props {
  latitude: number | null;
  longitude: number | null;
  /** Miles. */
  radius: number | null;
  /** A click on the map moves the point there. */
  onPick?: (p: { latitude: number; longitude: number }) => void;
}

const valid = (n: number | null): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * The point and its radius on a Leaflet map (loaded only with this component). The circle is a vector layer,
 * so it is drawn even when the tile server cannot be reached.
 */
export default function MapPreview({ latitude, longitude, radius, onPick }: Props) {
  const el = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const circle = useRef<L.Circle | null>(null);
  const dot = useRef<L.CircleMarker | null>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });

  useEffect(() => {
    if (!el.current) return;
    const m = L.map(el.current, {
      center: [MAP_CENTRE.latitude, MAP_CENTRE.longitude],
      zoom: 12,
      attributionControl: true,
    });
    L.tileLayer(TILE_URL, { attribution: TILE_ATTRIBUTION, maxZoom: 19 }).addTo(m);
    m.on('click', (e: L.LeafletMouseEvent) =>
      pick.current?.({ latitude: Number(e.latlng.lat.toFixed(6)), longitude: Number(e.latlng.lng.toFixed(6)) }),
    );
    map.current = m;
    // The modal opens with an animation: measure again once it has its size.
    const t = setTimeout(() => m.invalidateSize(), 250);
    return () => {
      clearTimeout(t);
      m.remove();
      map.current = null;
      circle.current = null;
      dot.current = null;
    };
  }, []);

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    const lat = valid(latitude) ? latitude : MAP_CENTRE.latitude;
    const lng = valid(longitude) ? longitude : MAP_CENTRE.longitude;
    const meters = (valid(radius) && radius > 0 ? radius : 0) * METERS_PER_MILE;
    circle.current?.remove();
    dot.current?.remove();
    dot.current = L.circleMarker([lat, lng], { radius: 5, color: '#c92a2a', fillOpacity: 1 }).addTo(m);
    if (meters > 0) {
      circle.current = L.circle([lat, lng], {
        radius: meters,
        color: '#1c7ed6',
        weight: 2,
        fillOpacity: 0.15,
        className: 'geo-radius',
      }).addTo(m);
      m.fitBounds(circle.current.getBounds(), { padding: [16, 16], maxZoom: 16 });
    } else {
      m.setView([lat, lng], m.getZoom());
    }
  }, [latitude, longitude, radius]);

  return (
    <div
      ref={el}
      role="img"
      aria-label="Map preview of the point and its radius"
      data-testid="geo-map"
      style={{ height: 280, borderRadius: 8, background: '#e9ecef' }}
    />
  );
}
