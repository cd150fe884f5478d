// The site map's pure parts: stage positions (metres east and south of the map's top-left corner)
// to image pixels, the walking rule (the server's internal/plan.WalkMinutes), the route drawn over
// the map, and what is on now and next at a stage.

export type Point = { x: number; y: number };

export type MapSize = { widthPx: number; heightPx: number; widthMeters: number };

/** Pixels per metre of a map, or null when its real width is not known. */
export function pixelsPerMeter(map: MapSize): number | null {
  if (!(map.widthMeters > 0) || !(map.widthPx > 0)) return null;
  return map.widthPx / map.widthMeters;
}

/** A position in metres as image pixels (null without a scale). */
export function toPixels(position: Point, map: MapSize): Point | null {
  const scale = pixelsPerMeter(map);
  if (scale === null) return null;
  return { x: position.x * scale, y: position.y * scale };
}

/** A point on the image (pixels) as metres, rounded to 0.1 m and kept on the map. */
export function toMeters(pixel: Point, map: MapSize): Point | null {
  const scale = pixelsPerMeter(map);
  if (scale === null) return null;
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max);
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    x: round(clamp(pixel.x, map.widthPx) / scale),
    y: round(clamp(pixel.y, map.heightPx) / scale),
  };
}

/** Whether a position (metres) lies on the map's image. */
export function onMap(position: Point, map: MapSize): boolean {
  const p = toPixels(position, map);
  return p !== null && p.x >= 0 && p.y >= 0 && p.x <= map.widthPx && p.y <= map.heightPx;
}

export type Walking = { metersPerMinute: number; defaultMinutes: number };

/**
 * Minutes from one stage to another: 0 for the same stage; ceil(distance ÷ speed) between two
 * placed stages; otherwise the edition's default. The server's rule (internal/plan.WalkMinutes).
 */
export function walkMinutes(
  fromId: string,
  toId: string,
  positions: ReadonlyMap<string, Point>,
  walking: Walking,
): number {
  if (fromId === toId) return 0;
  const a = positions.get(fromId);
  const b = positions.get(toId);
  if (!a || !b || walking.metersPerMinute <= 0) return walking.defaultMinutes;
  return Math.ceil(Math.hypot(a.x - b.x, a.y - b.y) / walking.metersPerMinute);
}

export type RouteLeg = { from: Point; to: Point; minutes: number; fromStageId: string; toStageId: string };

/**
 * The legs of a route over the map: consecutive items at different placed stages (the same stage
 * twice in a row is no leg; an unplaced stage breaks the line).
 */
export function routeLegs(
  stageIds: ReadonlyArray<string | null>,
  pins: ReadonlyMap<string, Point>,
  minutes: ReadonlyArray<number>,
): RouteLeg[] {
  const legs: RouteLeg[] = [];
  for (let i = 1; i < stageIds.length; i++) {
    const a = stageIds[i - 1];
    const b = stageIds[i];
    if (!a || !b || a === b) continue;
    const from = pins.get(a);
    const to = pins.get(b);
    if (!from || !to) continue;
    legs.push({ from, to, minutes: minutes[i] ?? 0, fromStageId: a, toStageId: b });
  }
  return legs;
}

/** An SVG polyline's points attribute through the route's placed stages, in order. */
export function routePolyline(stageIds: ReadonlyArray<string | null>, pins: ReadonlyMap<string, Point>): string {
  const points: string[] = [];
  let last: string | null = null;
  for (const id of stageIds) {
    if (!id || id === last) continue;
    const p = pins.get(id);
    if (!p) continue;
    points.push(`${round1(p.x)},${round1(p.y)}`);
    last = id;
  }
  return points.length >= 2 ? points.join(' ') : '';
}

const round1 = (v: number) => Math.round(v * 10) / 10;

export type TimedSet = { id: string; name: string; timeStart?: string | null; timeEnd?: string | null };

/** What plays at a stage now (started, not ended) and next (the first to start later). */
export function nowAndNext<T extends TimedSet>(sets: ReadonlyArray<T>, now: number): { now: T | null; next: T | null } {
  let current: T | null = null;
  let next: T | null = null;
  let nextStart = Infinity;
  for (const set of sets) {
    if (!set.timeStart) continue;
    const start = Date.parse(set.timeStart);
    const end = set.timeEnd ? Date.parse(set.timeEnd) : start;
    if (start <= now && now < end) current = set;
    else if (start > now && start < nextStart) {
      next = set;
      nextStart = start;
    }
  }
  return { now: current, next };
}
