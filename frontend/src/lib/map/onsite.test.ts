import { describe, expect, it } from 'vitest';
import {
  ago,
  distanceOffMap,
  formatDistance,
  geoPositionOf,
  groundDistance,
  leaveLine,
  mapPositionOf,
  minutesUntil,
  nearestPlaces,
  shouldSend,
  type Georeference,
} from './onsite';

// A map turned 30° and 5 % too small, around Amsterdam.
const angle = Math.PI / 6;
const ref: Georeference = {
  origin: { latitude: 52.3731, longitude: 4.8926 },
  transform: [1.05 * Math.cos(angle), 1.05 * Math.sin(angle), -120, 80],
};

describe('the georeference on the client', () => {
  it('round-trips map metres through latitude/longitude', () => {
    for (const p of [
      { x: 0, y: 0 },
      { x: 250, y: 130 },
      { x: 1200, y: 900 },
      { x: -3000, y: 50 },
    ]) {
      const back = mapPositionOf(geoPositionOf(p, ref), ref)!;
      expect(Math.hypot(back.x - p.x, back.y - p.y)).toBeLessThan(0.01);
    }
  });
  it('keeps ground distances at the fitted scale', () => {
    const a = geoPositionOf({ x: 0, y: 0 }, ref);
    const b = geoPositionOf({ x: 100, y: 0 }, ref);
    expect(groundDistance(a, b)).toBeCloseTo(105, 0);
  });
  it('has no position for a broken transform', () => {
    expect(mapPositionOf(ref.origin, { ...ref, transform: [0, 0, 0, 0] })).toBeNull();
  });
});

describe('off the site', () => {
  it('measures to the map rectangle', () => {
    expect(distanceOffMap({ x: 10, y: 10 }, 400, 200)).toBe(0);
    expect(distanceOffMap({ x: 700, y: 600 }, 400, 200)).toBe(500);
    expect(distanceOffMap({ x: -30, y: 100 }, 400, 200)).toBe(30);
  });
  it('says metres or kilometres', () => {
    expect(formatDistance(432)).toBe('430 m');
    expect(formatDistance(3180)).toBe('3.2 km');
    expect(formatDistance(123_456)).toBe('123 km');
  });
});

describe('nearest places', () => {
  const places = [
    { id: 'w1', name: 'Tap North', position: { x: 0, y: 300 } },
    { id: 'w2', name: 'Tap Gate', position: { x: 100, y: 0 } },
    { id: 'w3', name: 'Tap Bar', position: { x: 0, y: 140 } },
    { id: 'w4', name: 'Tap Camp', position: { x: 70, y: 0 } },
  ];
  it('lists the three closest with walking minutes (rounded up)', () => {
    const near = nearestPlaces(places, { x: 0, y: 0 }, 70);
    expect(near.map((p) => [p.id, p.minutes])).toEqual([
      ['w4', 1],
      ['w2', 2],
      ['w3', 2],
    ]);
  });
  it('orders equal distances by name', () => {
    const near = nearestPlaces(
      [
        { id: 'b', name: 'B', position: { x: 10, y: 0 } },
        { id: 'a', name: 'A', position: { x: 0, y: 10 } },
      ],
      { x: 0, y: 0 },
      70,
    );
    expect(near.map((p) => p.id)).toEqual(['a', 'b']);
  });
});

describe('when a shared position is sent', () => {
  const here = { latitude: 52.3731, longitude: 4.8926 };
  const north = (m: number) => ({
    latitude: here.latitude + m / 111195.08,
    longitude: here.longitude,
  });
  it('sends the first one at once', () => expect(shouldSend(null, here, 0)).toBe(true));
  it('sends after moving 25 m, not 20 m', () => {
    const last = { at: here, time: 0 };
    expect(shouldSend(last, north(20), 20_000)).toBe(false);
    expect(shouldSend(last, north(26), 20_000)).toBe(true);
  });
  it('sends every 60 s without moving', () => {
    const last = { at: here, time: 0 };
    expect(shouldSend(last, here, 59_000)).toBe(false);
    expect(shouldSend(last, here, 60_000)).toBe(true);
  });
  it('never sooner than the server accepts (15 s)', () => {
    expect(shouldSend({ at: here, time: 0 }, north(500), 14_000)).toBe(false);
  });
  it('keeps the sharing end in whole minutes', () => {
    expect(minutesUntil(90 * 60_000 + 1, 0)).toBe(91);
    expect(minutesUntil(-5, 0)).toBe(1);
  });
});

describe('the next set from here', () => {
  const set = {
    name: 'Gentle Kites',
    start: 20 * 60_000,
    end: 80 * 60_000,
    stageName: 'Main Stage',
  };
  it('says when to leave', () => {
    expect(leaveLine(set, 9, 7 * 60_000)).toBe('Leave in 4 min for Gentle Kites (Main Stage, 9 min walk)');
  });
  it('says leave now when late', () => {
    expect(leaveLine(set, 9, 12 * 60_000)).toBe('Leave now for Gentle Kites (Main Stage, 9 min walk)');
  });
  it('says it is on now', () => {
    expect(leaveLine(set, 3, 30 * 60_000)).toBe('Gentle Kites is on now (Main Stage, 3 min walk)');
  });
  it('gives the day of a set on another day', () => {
    expect(leaveLine(set, 9, -24 * 3600_000, 'Sun 18:00')).toBe('Next in your plan: Gentle Kites (Main Stage, Sun 18:00, 9 min walk)');
  });
  it('says how long ago', () => {
    expect(ago(0, 30_000)).toBe('just now');
    expect(ago(0, 2 * 60_000 + 5)).toBe('2 min ago');
  });
});
