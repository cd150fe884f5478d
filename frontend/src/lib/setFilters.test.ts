import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, parseSetFilters, serializeSetFilters, setsVariables } from './setFilters';

const parse = (query: string) => parseSetFilters(new URLSearchParams(query));

describe('parseSetFilters', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual({ sort: 'popularity-desc', stages: [], genres: [], minRating: 0, sortLocked: false });
    expect(parse('')).toEqual(DEFAULT_FILTERS);
  });

  it('reads every parameter', () => {
    expect(parse('sort=name-desc&stages=S1,S2&genres=G1&minRating=2&sortLocked=true')).toEqual({
      sort: 'name-desc',
      stages: ['S1', 'S2'],
      genres: ['G1'],
      minRating: 2,
      sortLocked: true,
    });
  });

  it('accepts each sort', () => {
    for (const sort of ['name-asc', 'name-desc', 'rating-desc', 'popularity-desc', 'date-asc']) {
      expect(parse(`sort=${sort}`).sort).toBe(sort);
    }
  });

  it('falls back on invalid values', () => {
    expect(parse('sort=NAME_ASC').sort).toBe('popularity-desc');
    expect(parse('sort=').sort).toBe('popularity-desc');
    expect(parse('minRating=4').minRating).toBe(0);
    expect(parse('minRating=-1').minRating).toBe(0);
    expect(parse('minRating=1.5').minRating).toBe(0);
    expect(parse('minRating=abc').minRating).toBe(0);
    expect(parse('sortLocked=1').sortLocked).toBe(false);
    expect(parse('sortLocked=false').sortLocked).toBe(false);
  });

  it('cleans id lists: blanks, spaces and duplicates', () => {
    expect(parse('stages=,S1,, S2 ,S1').stages).toEqual(['S1', 'S2']);
    expect(parse('genres=').genres).toEqual([]);
  });
});

describe('serializeSetFilters', () => {
  it('leaves out defaults', () => {
    expect(serializeSetFilters(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('writes the spec names and keeps other parameters', () => {
    const params = serializeSetFilters(
      { sort: 'date-asc', stages: ['S1', 'S2'], genres: ['G9'], minRating: 3, sortLocked: true },
      new URLSearchParams('invite=tok&sort=name-asc&minRating=1'),
    );
    expect(params.get('invite')).toBe('tok');
    expect(params.get('sort')).toBe('date-asc');
    expect(params.get('stages')).toBe('S1,S2');
    expect(params.get('genres')).toBe('G9');
    expect(params.get('minRating')).toBe('3');
    expect(params.get('sortLocked')).toBe('true');
  });

  it('removes parameters that went back to the default', () => {
    const params = serializeSetFilters(DEFAULT_FILTERS, new URLSearchParams('sort=name-asc&stages=S1&sortLocked=true'));
    expect(params.toString()).toBe('');
  });

  it('round-trips', () => {
    const state = { sort: 'rating-desc', stages: ['a'], genres: ['b', 'c'], minRating: 1, sortLocked: false } as const;
    expect(
      parseSetFilters(serializeSetFilters({ ...state, stages: [...state.stages], genres: [...state.genres] })),
    ).toEqual(state);
  });
});

describe('setsVariables', () => {
  it('maps the sort to the SetSort enum and omits an empty filter', () => {
    expect(setsVariables(DEFAULT_FILTERS)).toEqual({ sort: 'POPULARITY_DESC', filter: null });
    expect(setsVariables({ ...DEFAULT_FILTERS, sort: 'name-asc' }).sort).toBe('NAME_ASC');
    expect(setsVariables({ ...DEFAULT_FILTERS, sort: 'name-desc' }).sort).toBe('NAME_DESC');
    expect(setsVariables({ ...DEFAULT_FILTERS, sort: 'rating-desc' }).sort).toBe('RATING_DESC');
    expect(setsVariables({ ...DEFAULT_FILTERS, sort: 'date-asc' }).sort).toBe('DATE_ASC');
  });

  it('passes stages, genres and rating; the lock stays on the client', () => {
    expect(setsVariables({ ...DEFAULT_FILTERS, stages: ['S1'], minRating: 2, sortLocked: true })).toEqual({
      sort: 'POPULARITY_DESC',
      filter: { stageIds: ['S1'], genreIds: null, minRating: 2 },
    });
  });
});
