import { act, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { RatingsSectionTestQuery } from '../../../__generated__/RatingsSectionTestQuery.graphql';
import { RatingsSection } from '../RatingsSection';

const query = graphql`
  query RatingsSectionTestQuery @relay_test_operation {
    node(id: "E1") {
      ... on Edition {
        ratingStats {
          ...RatingsSection_stats
        }
      }
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<RatingsSectionTestQuery>(query, {});
  return data.node?.ratingStats ? <RatingsSection stats={data.node.ratingStats} /> : null;
}

const summary = (average: number | null, distribution: number[]) => ({
  average,
  count: distribution.reduce((a, b) => a + b, 0),
  distribution,
});

type Stats = { stages: unknown[]; sets: unknown[] };

function setup(stats: Stats) {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="loading">
        <Harness />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  act(() => {
    environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, {
        Node: () => ({ __typename: 'Edition', id: 'E1' }),
        RatingStats: () => ({ csvPath: '/admin/export/ratings/E1', ...stats }),
      }),
    );
  });
}

const stage = (id: string, name: string) => ({ id, name });
const set = (id: string, name: string, stageName: string) => ({ id, name, stage: { id: `st-${stageName}`, name: stageName } });

describe('RatingsSection', () => {
  it('lists stages and sets by average, then count, with one decimal and a distribution', async () => {
    setup({
      stages: [
        { stage: stage('S1', 'Main'), summary: summary(3.5, [0, 1, 0, 1, 0]) },
        { stage: stage('S2', 'Tent'), summary: summary(4.25, [0, 0, 1, 1, 2]) },
        { stage: stage('S3', 'Barn'), summary: summary(null, [0, 0, 0, 0, 0]) },
      ],
      sets: [
        { set: set('A', 'Alpha', 'Main'), didNotSee: 0, summary: summary(4, [0, 0, 0, 1, 0]) },
        { set: set('B', 'Beta', 'Tent'), didNotSee: 2, summary: summary(4, [0, 0, 0, 3, 0]) },
        { set: set('C', 'Gamma', 'Tent'), didNotSee: 0, summary: summary(4.666, [0, 0, 0, 1, 2]) },
        { set: set('D', 'Delta', 'Main'), didNotSee: 1, summary: summary(null, [0, 0, 0, 0, 0]) },
      ],
    });
    const sets = await screen.findByRole('table', { name: 'Ratings per set' });
    const setRows = within(sets).getAllByRole('row').slice(1);
    expect(setRows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['GammaTent', 'BetaTent · 2 didn\'t see it', 'AlphaMain']);
    expect(within(setRows[0]).getByText('4.7 ★', { exact: false })).toBeInTheDocument();
    expect(within(setRows[1]).getByText('4.0 ★', { exact: false })).toBeInTheDocument();
    expect(within(setRows[0]).getByRole('img', { name: '1 star: 0, 2 stars: 0, 3 stars: 0, 4 stars: 1, 5 stars: 2' })).toBeInTheDocument();
    const stages = screen.getByRole('table', { name: 'Ratings per stage' });
    expect(within(stages).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['Tent', 'Main']);
    expect(screen.getByRole('link', { name: 'Download ratings CSV' })).toHaveAttribute('href', '/admin/export/ratings/E1');
    expect(screen.queryByText('No ratings yet')).not.toBeInTheDocument();
  });

  it('says "No ratings yet" without star ratings, and still offers the CSV', async () => {
    setup({
      stages: [{ stage: stage('S1', 'Main'), summary: summary(null, [0, 0, 0, 0, 0]) }],
      sets: [{ set: set('D', 'Delta', 'Main'), didNotSee: 3, summary: summary(null, [0, 0, 0, 0, 0]) }],
    });
    expect(await screen.findByText('No ratings yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download ratings CSV' })).toHaveAttribute('href', '/admin/export/ratings/E1');
  });
});
