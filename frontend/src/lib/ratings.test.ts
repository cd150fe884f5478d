import { describe, expect, it } from 'vitest';
import { barHeights, distributionLabel, formatAverage, rankRated } from './ratings';

const row = (id: string, average: number | null, count: number) => ({ id, summary: { average, count, distribution: [0, 0, 0, 0, count] } });

describe('ratings figures', () => {
  it('ranks rated rows by average, then count, and leaves out rows without star ratings', () => {
    const ranked = rankRated([row('low', 2.5, 9), row('none', null, 0), row('top-few', 4.5, 2), row('top-many', 4.5, 7), row('mid', 3, 1)]);
    expect(ranked.map((r) => r.id)).toEqual(['top-many', 'top-few', 'mid', 'low']);
  });

  it('formats an average with one decimal and a dash without ratings', () => {
    expect(formatAverage(4)).toBe('4.0');
    expect(formatAverage(3.456)).toBe('3.5');
    expect(formatAverage(null)).toBe('–');
  });

  it('scales the bars to the largest count and names every star count', () => {
    expect(barHeights([1, 0, 2, 0, 4])).toEqual([25, 0, 50, 0, 100]);
    expect(barHeights([0, 0, 0, 0, 0])).toEqual([0, 0, 0, 0, 0]);
    expect(distributionLabel([1, 0, 2, 0, 4])).toBe('1 star: 1, 2 stars: 0, 3 stars: 2, 4 stars: 0, 5 stars: 4');
  });
});
