// Vote arithmetic of visitor-app.md §9, used for the optimistic tally of a vote before the server
// answers (the server's tally then replaces it).

export type VoteType = 'MUST_GO' | 'INTERESTED' | 'WONT_GO';

/**
 * The vote values (Must Go 2, Interested 1, Won't Go -1): the Go table internal/vote is the
 * source; its TestTypeScriptValues fails when this differs.
 */
export const VOTE_VALUE: Record<VoteType, number> = { MUST_GO: 2, INTERESTED: 1, WONT_GO: -1 };

export type Tally = {
  mustGo: number;
  interested: number;
  wontGo: number;
  total: number;
  netScore: number;
  popularity: number;
  average: number;
};

/** Popularity: the positive votes' values summed (2 x Must Go + Interested). */
export function popularity(mustGo: number, interested: number): number {
  return VOTE_VALUE.MUST_GO * mustGo + VOTE_VALUE.INTERESTED * interested;
}

/** Net score: every vote's value summed (2 x Must Go + Interested - Won't Go). */
export function netScore(mustGo: number, interested: number, wontGo: number): number {
  return popularity(mustGo, interested) + VOTE_VALUE.WONT_GO * wontGo;
}

const COUNT_KEY = { MUST_GO: 'mustGo', INTERESTED: 'interested', WONT_GO: 'wontGo' } as const;

/** Choosing the vote already held clears it; anything else replaces it. */
export function nextVote(current: VoteType | null | undefined, chosen: VoteType): VoteType | null {
  return current === chosen ? null : chosen;
}

/** The tally after one viewer's vote changes from `previous` to `next` (either may be null). */
export function applyVoteChange(tally: Tally, previous: VoteType | null, next: VoteType | null): Tally {
  const counts = { mustGo: tally.mustGo, interested: tally.interested, wontGo: tally.wontGo };
  if (previous === next) return { ...tally };
  if (previous) counts[COUNT_KEY[previous]] = Math.max(0, counts[COUNT_KEY[previous]] - 1);
  if (next) counts[COUNT_KEY[next]] += 1;
  const total = Math.max(0, tally.total - (previous ? 1 : 0) + (next ? 1 : 0));
  const net = netScore(counts.mustGo, counts.interested, counts.wontGo);
  return {
    ...counts,
    total,
    netScore: net,
    popularity: popularity(counts.mustGo, counts.interested),
    average: total > 0 ? net / total : 0,
  };
}
