import { DEFAULT_MAP_CENTRE } from '../../../contract/geopush/routes';

/**
 * The map's tile server: VITE_MAP_TILE_URL at build time (a `{z}/{x}/{y}` template), OpenStreetMap's by default.
 * Without tiles (offline, blocked) the point and its radius are still drawn.
 */
export const TILE_URL: string =
  (import.meta.env as Record<string, string | undefined>).VITE_MAP_TILE_URL ||
  'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_ATTRIBUTION: string =
  (import.meta.env as Record<string, string | undefined>).VITE_MAP_TILE_ATTRIBUTION || '© OpenStreetMap contributors';
export const MAP_CENTRE = DEFAULT_MAP_CENTRE;
