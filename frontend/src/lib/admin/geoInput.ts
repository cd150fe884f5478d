// The admin's typed coordinates: a latitude/longitude pasted as one "52.3731, 4.8926" is split,
// and the points of interest's kinds in words.

const pair = /^\s*(-?\d+(?:[.]\d+)?)\s*[,;]?\s+(-?\d+(?:[.]\d+)?)\s*$|^\s*(-?\d+(?:[.]\d+)?)\s*[,;]\s*(-?\d+(?:[.]\d+)?)\s*$/;

/** "52.3731, 4.8926" (or "52.3731 4.8926", "52.3731;4.8926") as its two numbers; null otherwise. */
export function splitLatLong(text: string): { latitude: string; longitude: string } | null {
  const m = pair.exec(text);
  if (!m) return null;
  return { latitude: m[1] ?? m[3] ?? '', longitude: m[2] ?? m[4] ?? '' };
}

/** A typed number within [min, max], or null (blank or not a number). */
export function numberIn(text: string, min: number, max: number): number | null {
  if (text.trim() === '') return null;
  const v = Number(text.trim());
  return Number.isFinite(v) && v >= min && v <= max ? v : null;
}

/** Metres rounded for display: "3.2 m", "120 m". */
export function metres(v: number): string {
  return `${v < 10 ? v.toFixed(1) : Math.round(v)} m`;
}

export const POI_KINDS = [
  ['WATER', 'Water'],
  ['TOILETS', 'Toilets'],
  ['FIRST_AID', 'First aid'],
  ['FOOD', 'Food'],
  ['BAR', 'Bar'],
  ['INFO', 'Info'],
  ['EXIT', 'Exit'],
  ['CAMPING', 'Camping'],
  ['CHARGING', 'Charging'],
  ['LOCKERS', 'Lockers'],
  ['ACCESSIBILITY', 'Accessibility'],
  ['OTHER', 'Other'],
] as const;

export type PoiKindName = (typeof POI_KINDS)[number][0];

/** The kind in words ("First aid"). */
export function poiKindLabel(kind: string): string {
  return POI_KINDS.find(([k]) => k === kind)?.[1] ?? 'Other';
}
