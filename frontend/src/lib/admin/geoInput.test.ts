import { describe, expect, it } from 'vitest';
import { metres, numberIn, poiKindLabel, splitLatLong } from './geoInput';

describe('splitLatLong', () => {
  it('splits a pasted "lat, long"', () => {
    expect(splitLatLong('52.3731, 4.8926')).toEqual({ latitude: '52.3731', longitude: '4.8926' });
    expect(splitLatLong(' -33.86;151.2 ')).toEqual({ latitude: '-33.86', longitude: '151.2' });
    expect(splitLatLong('52.3731 4.8926')).toEqual({ latitude: '52.3731', longitude: '4.8926' });
  });
  it('leaves a single number or text alone', () => {
    expect(splitLatLong('52.3731')).toBeNull();
    expect(splitLatLong('52.')).toBeNull();
    expect(splitLatLong('north, south')).toBeNull();
  });
});

describe('numberIn', () => {
  it('bounds typed numbers', () => {
    expect(numberIn('45.5', -90, 90)).toBe(45.5);
    expect(numberIn('91', -90, 90)).toBeNull();
    expect(numberIn('', 0, 1)).toBeNull();
    expect(numberIn('x', 0, 1)).toBeNull();
  });
});

describe('words', () => {
  it('says metres and kinds', () => {
    expect(metres(3.24)).toBe('3.2 m');
    expect(metres(120.4)).toBe('120 m');
    expect(poiKindLabel('FIRST_AID')).toBe('First aid');
  });
});
