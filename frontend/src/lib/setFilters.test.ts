import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  meetsRating,
  parseSetFilters,
  serializeSetFilters,
  setsVariables,
  withoutIgnored,
} from './setFilters';

const parse = (query: string) => parseSetFilters(new URLSearchParams(query));

describe('parseSetFilters', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual({ sort: 'popularity-desc', stages: [], genres: [], rating: 'any', q: '', sortLocked: false });
    expect(parse('')).toEqual(DEFAULT_FILTERS);
  });

  it('reads every parameter', () => {
    expect(parse('sort=name-desc&stages=S1,S2&genres=G1&rating=popular&q=bjork&sortLocked=true')).toEqual({
      sort: 'name-desc',
      stages: ['S1', 'S2'],
      genres: ['G1'],
      rating: 'popular',
      q: 'bjork',
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
    expect(parse('minRating=4').rating).toBe('any');
    expect(parse('minRating=-1').rating).toBe('any');
    expect(parse('minRating=1.5').rating).toBe('any');
    expect(parse('minRating=abc').rating).toBe('any');
    expect(parse('rating=great').rating).toBe('any');
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
      { sort: 'date-asc', stages: ['S1', 'S2'], genres: ['G9'], rating: 'loved', q: 'sigur ros', sortLocked: true },
      new URLSearchParams('invite=tok&sort=name-asc&minRating=1'),
    );
    expect(params.get('invite')).toBe('tok');
    expect(params.get('sort')).toBe('date-asc');
    expect(params.get('stages')).toBe('S1,S2');
    expect(params.get('genres')).toBe('G9');
    expect(params.get('rating')).toBe('loved');
    expect(params.get('q')).toBe('sigur ros');
    // The old name is replaced by the new one.
    expect(params.has('minRating')).toBe(false);
    expect(params.get('sortLocked')).toBe('true');
  });

  it('removes parameters that went back to the default', () => {
    const params = serializeSetFilters(DEFAULT_FILTERS, new URLSearchParams('sort=name-asc&stages=S1&sortLocked=true'));
    expect(params.toString()).toBe('');
  });

  it('round-trips', () => {
    const state = { sort: 'rating-desc', stages: ['a'], genres: ['b', 'c'], rating: 'liked', q: 'ó x', sortLocked: false } as const;
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
    expect(setsVariables({ ...DEFAULT_FILTERS, stages: ['S1'], rating: 'loved', sortLocked: true })).toEqual({
      sort: 'POPULARITY_DESC',
      filter: { stageIds: ['S1'], genreIds: null, rating: 'LOVED', q: null },
    });
    expect(setsVariables({ ...DEFAULT_FILTERS, q: 'bjork' }).filter).toEqual({
      stageIds: null,
      genreIds: null,
      rating: null,
      q: 'bjork',
    });
  });
});

describe('rating thresholds', () => {
  it('Any keeps everything; Liked is above 0; Popular 1 or more; Loved 1.5 or more', () => {
    const cases: Array<[number, string[]]> = [
      [-1, ['any']],
      [0, ['any']],
      [0.01, ['any', 'liked']],
      [0.99, ['any', 'liked']],
      [1, ['any', 'liked', 'popular']],
      [1.49, ['any', 'liked', 'popular']],
      [1.5, ['any', 'liked', 'popular', 'loved']],
      [2, ['any', 'liked', 'popular', 'loved']],
    ];
    for (const [average, passes] of cases) {
      for (const rating of ['any', 'liked', 'popular', 'loved'] as const) {
        expect(meetsRating(rating, average), `${rating} at ${average}`).toBe(passes.includes(rating));
      }
    }
  });

  it('sends the server the matching RatingFilter', () => {
    const filter = (rating: 'liked' | 'popular' | 'loved') => setsVariables({ ...DEFAULT_FILTERS, rating }).filter?.rating;
    expect([filter('liked'), filter('popular'), filter('loved')]).toEqual(['LIKED', 'POPULAR', 'LOVED']);
  });

  it('maps old addresses (minRating 1, 2, 3) to the new thresholds', () => {
    expect(parse('minRating=0').rating).toBe('any');
    expect(parse('minRating=1').rating).toBe('popular');
    expect(parse('minRating=2').rating).toBe('loved');
    expect(parse('minRating=3').rating).toBe('loved');
    expect(parse('minRating= 2 ').rating).toBe('loved');
    // A new address wins over an old parameter left beside it.
    expect(parse('rating=liked&minRating=3').rating).toBe('liked');
    // Writing the state back gives the new name only.
    expect(serializeSetFilters(parse('minRating=2&sort=name-asc')).toString()).toBe('sort=name-asc&rating=loved');
  });
});

describe('search in the address', () => {
  it('is trimmed, collapsed and cut at 100 characters', () => {
    expect(parse('q=%20%20Sigur%20%20R%C3%B3s%20').q).toBe('Sigur Rós');
    expect(parse(`q=${'é'.repeat(150)}`).q).toBe('é'.repeat(100));
    expect(parse('q=%20').q).toBe('');
  });
});

describe('withoutIgnored', () => {
  const stages = [{ id: 'S1' }, { id: 'S2' }];
  const genres = [{ id: 'G1' }];
  it('drops a group the server ignored and ids nothing offers', () => {
    const state = { ...DEFAULT_FILTERS, stages: ['S1', 'U3Rh'], genres: ['G1'], groupId: 'GR', votePerspective: 'group' as const };
    expect(withoutIgnored(state, ['GROUP_ID', 'STAGE_IDS'], stages, genres)).toEqual({
      ...DEFAULT_FILTERS,
      stages: ['S1'],
      genres: ['G1'],
    });
  });
  it('gives null when everything applies', () => {
    const state = { ...DEFAULT_FILTERS, stages: ['S2'], genres: ['G1'], groupId: 'GR' };
    expect(withoutIgnored(state, [], stages, genres)).toBeNull();
  });
});
