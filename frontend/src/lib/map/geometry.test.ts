import { describe, expect, it } from 'vitest';
import { nowAndNext, onMap, routeLegs, routePolyline, toMeters, toPixels, walkMinutes } from './geometry';

const map = { widthPx: 1000, heightPx: 500, widthMeters: 400 };

describe('metres and pixels', () => {
  it('scales by the map width', () => {
    expect(toPixels({ x: 200, y: 100 }, map)).toEqual({ x: 500, y: 250 });
    expect(toMeters({ x: 500, y: 250 }, map)).toEqual({ x: 200, y: 100 });
  });
  it('has no scale without a real width', () => {
    expect(toPixels({ x: 1, y: 1 }, { ...map, widthMeters: 0 })).toBeNull();
  });
  it('keeps clicks on the map', () => {
    expect(toMeters({ x: -5, y: 900 }, map)).toEqual({ x: 0, y: 200 });
  });
  it('knows positions off the map', () => {
    expect(onMap({ x: 400, y: 200 }, map)).toBe(true);
    expect(onMap({ x: 401, y: 0 }, map)).toBe(false);
  });
});

describe('walkMinutes (the server rule)', () => {
  const positions = new Map([
    ['a', { x: 0, y: 0 }],
    ['b', { x: 300, y: 400 }],
    ['c', { x: 70, y: 0 }],
  ]);
  const walking = { metersPerMinute: 70, defaultMinutes: 10 };
  it('is 0 at the same stage', () => expect(walkMinutes('a', 'a', positions, walking)).toBe(0));
  it('rounds the distance up', () => {
    expect(walkMinutes('a', 'b', positions, walking)).toBe(8); // 500 m / 70 = 7.14
    expect(walkMinutes('a', 'c', positions, walking)).toBe(1);
  });
  it('takes the default for an unplaced stage', () => expect(walkMinutes('a', 'x', positions, walking)).toBe(10));
});

describe('route drawing', () => {
  const pins = new Map([
    ['a', { x: 0, y: 0 }],
    ['b', { x: 10, y: 20 }],
  ]);
  it('joins placed stages in order, once per stay', () => {
    expect(routePolyline(['a', 'a', 'b', null, 'x', 'a'], pins)).toBe('0,0 10,20 0,0');
  });
  it('draws nothing for one stage', () => expect(routePolyline(['a', 'a'], pins)).toBe(''));
  it('gives the legs with their minutes', () => {
    expect(routeLegs(['a', 'b', 'b', 'a'], pins, [0, 5, 0, 7])).toEqual([
      { from: { x: 0, y: 0 }, to: { x: 10, y: 20 }, minutes: 5, fromStageId: 'a', toStageId: 'b' },
      { from: { x: 10, y: 20 }, to: { x: 0, y: 0 }, minutes: 7, fromStageId: 'b', toStageId: 'a' },
    ]);
  });
});

describe('nowAndNext', () => {
  const at = (h: number) => `2026-07-17T${String(h).padStart(2, '0')}:00:00Z`;
  const sets = [
    { id: '1', name: 'One', timeStart: at(18), timeEnd: at(19) },
    { id: '2', name: 'Two', timeStart: at(20), timeEnd: at(21) },
    { id: '3', name: 'Three', timeStart: at(19), timeEnd: at(20) },
    { id: '4', name: 'Untimed' },
  ];
  it('finds the set playing and the next one', () => {
    const r = nowAndNext(sets, Date.parse('2026-07-17T18:30:00Z'));
    expect(r.now?.id).toBe('1');
    expect(r.next?.id).toBe('3');
  });
  it('has nothing after the last', () => expect(nowAndNext(sets, Date.parse(at(22)))).toEqual({ now: null, next: null }));
});
