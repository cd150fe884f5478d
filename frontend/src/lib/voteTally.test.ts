import { describe, expect, it } from 'vitest';
import { applyVoteChange, nextVote, type Tally } from './voteTally';

function tally(mustGo: number, interested: number, wontGo: number): Tally {
  const total = mustGo + interested + wontGo;
  const popularity = 2 * mustGo + interested;
  const netScore = popularity - wontGo;
  return { mustGo, interested, wontGo, total, netScore, popularity, average: total ? netScore / total : 0 };
}

describe('nextVote', () => {
  it('clears the vote when the same one is chosen again', () => {
    expect(nextVote('MUST_GO', 'MUST_GO')).toBeNull();
  });
  it('sets or replaces otherwise', () => {
    expect(nextVote(null, 'INTERESTED')).toBe('INTERESTED');
    expect(nextVote(undefined, 'WONT_GO')).toBe('WONT_GO');
    expect(nextVote('WONT_GO', 'MUST_GO')).toBe('MUST_GO');
  });
});

describe('applyVoteChange', () => {
  it('adds a first vote', () => {
    expect(applyVoteChange(tally(0, 0, 0), null, 'MUST_GO')).toEqual({
      mustGo: 1,
      interested: 0,
      wontGo: 0,
      total: 1,
      netScore: 2,
      popularity: 2,
      average: 2,
    });
  });

  it('adds to existing counts', () => {
    expect(applyVoteChange(tally(3, 2, 1), null, 'WONT_GO')).toEqual(tally(3, 2, 2));
    expect(applyVoteChange(tally(3, 2, 1), null, 'INTERESTED')).toEqual(tally(3, 3, 1));
  });

  it('switches a vote without changing the total', () => {
    const after = applyVoteChange(tally(3, 2, 1), 'MUST_GO', 'WONT_GO');
    expect(after).toEqual(tally(2, 2, 2));
    expect(after.total).toBe(6);
    expect(after.netScore).toBe(2 * 2 + 2 - 2);
    expect(after.popularity).toBe(6);
  });

  it('clears a vote', () => {
    expect(applyVoteChange(tally(3, 2, 1), 'INTERESTED', null)).toEqual(tally(3, 1, 1));
    const empty = applyVoteChange(tally(0, 0, 1), 'WONT_GO', null);
    expect(empty).toEqual(tally(0, 0, 0));
    expect(empty.average).toBe(0);
  });

  it('changes nothing when the vote stays the same', () => {
    expect(applyVoteChange(tally(1, 1, 1), 'MUST_GO', 'MUST_GO')).toEqual(tally(1, 1, 1));
  });

  it('never goes below zero on a stale tally', () => {
    const after = applyVoteChange(tally(0, 0, 0), 'MUST_GO', null);
    expect(after.mustGo).toBe(0);
    expect(after.total).toBe(0);
  });

  it('is a pure function', () => {
    const before = tally(1, 0, 0);
    applyVoteChange(before, null, 'MUST_GO');
    expect(before).toEqual(tally(1, 0, 0));
  });
});
