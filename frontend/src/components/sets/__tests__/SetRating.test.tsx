import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { SetRatingTestQuery } from '../../../__generated__/SetRatingTestQuery.graphql';
import { SetRating } from '../SetRating';

const query = graphql`
  query SetRatingTestQuery @relay_test_operation {
    node(id: "S1") {
      ...SetRating_set @alias(as: "rating")
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<SetRatingTestQuery>(query, {});
  return data.node?.rating ? <SetRating set={data.node.rating} signedIn={false} /> : null;
}

function setup(ratingSummary: { average: number | null; count: number; distribution: number[] } | null) {
  const environment = createMockEnvironment();
  const view = render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="loading">
        <Harness />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  act(() => {
    environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, {
        Node: () => ({ __typename: 'Set', id: 'S1' }),
        Set: () => ({ id: 'S1', myRating: null, myRatingDidNotSee: false, canRate: false, ratingSummary }),
      }),
    );
  });
  return view;
}

describe('SetRating for visitors', () => {
  it('shows the summary the server gives: average, count and distribution', async () => {
    setup({ average: 4.333, count: 3, distribution: [0, 0, 0, 2, 1] });
    expect(await screen.findByText('4.3 ★ from 3 ratings')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '1 star: 0, 2 stars: 0, 3 stars: 0, 4 stars: 2, 5 stars: 1' })).toBeInTheDocument();
  });

  it('shows nothing when the server gives no summary', async () => {
    const view = setup(null);
    await act(async () => {});
    expect(screen.queryByRole('heading', { name: 'Rating' })).not.toBeInTheDocument();
    expect(view.container).toBeEmptyDOMElement();
  });
});
