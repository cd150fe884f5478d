// On site (issue 35), the pure parts: a latitude/longitude on the edition's map from the
// georeference the server gives (Edition.georeference, so it works offline), how far off the site
// a point is, walking minutes from a point (the server's rule), the nearest places of a kind, when
// a shared position is sent again, and the "Leave in 4 min for ..." line.

import type { Point } from './geometry';

export type GeoPoint = { latitude: number; longitude: number };

/** Edition.georeference: local metres around origin, and w = a·z + b (see its GraphQL description). */
export type Georeference = {
  origin: GeoPoint;
  transform: ReadonlyArray<number>;
};

/** Metres per degree of latitude (the server's internal/geo constant). */
export const METERS_PER_DEGREE = 111195.08;

/** Where a latitude/longitude is on the map, in map metres (may be outside the map); null for a bad transform. */
export function mapPositionOf(at: GeoPoint, ref: Georeference): Point | null {
  const [ar, ai, br, bi] = ref.transform;
  if ([ar, ai, br, bi].some((v) => typeof v !== 'number' || !Number.isFinite(v))) return null;
  const east = (at.longitude - ref.origin.longitude) * METERS_PER_DEGREE * Math.cos((ref.origin.latitude * Math.PI) / 180);
  const north = (at.latitude - ref.origin.latitude) * METERS_PER_DEGREE;
  // z = (w − b) / a, with z = x − i·y.
  const wr = east - br;
  const wi = north - bi;
  const d = ar * ar + ai * ai;
  if (d === 0) return null;
  const zr = (wr * ar + wi * ai) / d;
  const zi = (wi * ar - wr * ai) / d;
  return { x: zr, y: -zi };
}

/** Where a map position is on the earth (the inverse of mapPositionOf). */
export function geoPositionOf(p: Point, ref: Georeference): GeoPoint {
  const [ar, ai, br, bi] = ref.transform;
  const zr = p.x;
  const zi = -p.y;
  const east = ar * zr - ai * zi + br;
  const north = ar * zi + ai * zr + bi;
  return {
    latitude: ref.origin.latitude + north / METERS_PER_DEGREE,
    longitude: ref.origin.longitude + east / (METERS_PER_DEGREE * Math.cos((ref.origin.latitude * Math.PI) / 180)),
  };
}

/** Ground metres per map metre (|a|). */
export function groundScale(ref: Georeference): number {
  return Math.hypot(ref.transform[0] ?? 1, ref.transform[1] ?? 0) || 1;
}

/** Great-circle distance in metres (haversine). */
export function groundDistance(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Map metres from a point to the map's rectangle (0 on the map). */
export function distanceOffMap(p: Point, widthMeters: number, heightMeters: number): number {
  const dx = p.x < 0 ? -p.x : p.x > widthMeters ? p.x - widthMeters : 0;
  const dy = p.y < 0 ? -p.y : p.y > heightMeters ? p.y - heightMeters : 0;
  return Math.hypot(dx, dy);
}

/** "400 m", "3.2 km", "120 km". */
export function formatDistance(meters: number): string {
  if (meters < 1000) return `${Math.max(10, Math.round(meters / 10) * 10)} m`;
  if (meters < 100_000) return `${(Math.round(meters / 100) / 10).toFixed(1)} km`;
  return `${Math.round(meters / 1000)} km`;
}

/** Walking minutes between two map points: ceil(distance ÷ speed), the server's rule (internal/plan.WalkMinutes). */
export function walkMinutesBetween(a: Point, b: Point, metersPerMinute: number): number {
  if (!(metersPerMinute > 0)) return 0;
  return Math.ceil(Math.hypot(a.x - b.x, a.y - b.y) / metersPerMinute);
}

export type Place = { id: string; name: string; position: Point };

/** The n places closest to `from`, nearest first (ties by name), with walking minutes. */
export function nearestPlaces<T extends Place>(
  places: ReadonlyArray<T>,
  from: Point,
  metersPerMinute: number,
  n = 3,
): Array<T & { meters: number; minutes: number }> {
  return places
    .map((p) => {
      const meters = Math.hypot(p.position.x - from.x, p.position.y - from.y);
      return {
        ...p,
        meters,
        minutes: walkMinutesBetween(from, p.position, metersPerMinute),
      };
    })
    .sort((a, b) => a.meters - b.meters || a.name.localeCompare(b.name))
    .slice(0, n);
}

/** The client sends a shared position again when it moved this far ... */
export const RESEND_METERS = 25;
/** ... or this long after the last one. */
export const RESEND_MS = 60_000;
/** The server accepts one update per member and group this often. */
export const SERVER_MIN_INTERVAL_MS = 15_000;

export type Sent = { at: GeoPoint; time: number };

/**
 * Whether to send a position now: nothing sent yet; or at least 15 s since the last (the server's
 * limit) and it moved ≥ 25 m or 60 s have passed.
 */
export function shouldSend(last: Sent | null, at: GeoPoint, now: number): boolean {
  if (!last) return true;
  const elapsed = now - last.time;
  if (elapsed < SERVER_MIN_INTERVAL_MS) return false;
  return elapsed >= RESEND_MS || groundDistance(last.at, at) >= RESEND_METERS;
}

/** Minutes left to share until expiresAt (1-1440), for an update that keeps the same end. */
export function minutesUntil(expiresAt: number, now: number): number {
  return Math.min(1440, Math.max(1, Math.ceil((expiresAt - now) / 60_000)));
}

export type NextSet = {
  name: string;
  start: number;
  end: number | null;
  stageName: string | null;
};

/**
 * The line for the next set of the plan from where the visitor is: "Leave in 4 min for Gentle Kites
 * (Main Stage, 9 min walk)", "Leave now for ...", "Gentle Kites is on now (...)". `when` is the
 * set's start as the caller writes it ("Sun 18:00" on another day, "" today): it is added then.
 */
export function leaveLine(set: NextSet, walk: number, now: number, when = ''): string {
  const where = [set.stageName, when, `${walk} min walk`].filter(Boolean).join(', ');
  if (set.start <= now) return `${set.name} is on now (${where})`;
  const leave = Math.floor((set.start - now) / 60_000) - walk;
  if (leave <= 0) return `Leave now for ${set.name} (${where})`;
  if (leave > 120) return `Next in your plan: ${set.name} (${where})`;
  return `Leave in ${leave} min for ${set.name} (${where})`;
}

/** "just now", "2 min ago", "1 h ago". */
export function ago(ms: number, now: number): string {
  const minutes = Math.floor((now - ms) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  return `${Math.floor(minutes / 60)} h ago`;
}
