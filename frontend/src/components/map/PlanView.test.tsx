import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { PlanViewTestQuery } from '../../__generated__/PlanViewTestQuery.graphql';
import { PlanView } from './PlanView';

const query = graphql`
  query PlanViewTestQuery @relay_test_operation {
    node(id: "E1") {
      ... on Edition {
        plan(groupId: null) {
          ...PlanView_plan
          ...PlanViewCrew_plan
        }
      }
    }
  }
`;

function Harness({ crew }: { crew: boolean }) {
  const data = useLazyLoadQuery<PlanViewTestQuery>(query, {});
  const plan = data.node?.plan;
  if (!plan) return null;
  return <PlanView plan={plan} crew={crew ? plan : null} timeZone="Europe/Amsterdam" use24Hour basePath="/e" />;
}

const set = (id: string, name: string, start: string, end: string, stage: string) => ({
  id,
  slug: id.toLowerCase(),
  name,
  timeStart: start,
  timeEnd: end,
  stage: { id: `st-${stage}`, name: stage },
});

const PLAN = {
  score: 4,
  items: [
    { value: 2, walkMinutesBefore: 0, wantedBy: ['ann'], set: set('S1', 'Alpha', '2026-07-17T18:00:00Z', '2026-07-17T19:00:00Z', 'Main') },
    { value: 2, walkMinutesBefore: 8, wantedBy: ['ann', 'bo'], set: set('S3', 'Gamma', '2026-07-17T19:30:00Z', '2026-07-17T20:30:00Z', 'Tent') },
  ],
  leftOut: [{ message: 'left out Beta (Interested): it overlaps Alpha (Must Go)', set: { id: 'S2' } }],
};

function setup(crew: boolean, plan: object = PLAN) {
  const environment = createMockEnvironment();
  const router = createMemoryRouter([{ path: '/', element: <Suspense fallback="loading"><Harness crew={crew} /></Suspense> }]);
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  act(() => {
    environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, { Node: () => ({ __typename: 'Edition', id: 'E1' }), Plan: () => plan }),
    );
  });
}

describe('PlanView', () => {
  it('lists the route in the festival zone with the walks, the score and what is left out', async () => {
    setup(false);
    const list = await screen.findByRole('list', { name: 'Your plan' });
    expect(list.textContent).toContain('Alpha');
    expect(screen.getByText(/20:00 – 21:00 · Main · Must Go/)).toBeInTheDocument(); // 18:00Z is 20:00 CEST
    expect(screen.getByText('Walk 8 min')).toBeInTheDocument();
    expect(screen.getByText('left out Beta (Interested): it overlaps Alpha (Must Go)')).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();
    expect(screen.queryByText(/Wanted by/)).toBeNull();
  });

  it('shows who wants each set in a crew plan', async () => {
    setup(true);
    await screen.findByRole('list', { name: 'Crew plan' });
    expect(screen.getByText('Wanted by ann, bo')).toBeInTheDocument();
    expect(screen.getAllByText(/· value 2/)).toHaveLength(2);
  });

  it('says how to get a plan when there is none', async () => {
    setup(false, { score: 0, items: [], leftOut: [] });
    expect(await screen.findByText(/Vote Must Go or Interested/)).toBeInTheDocument();
  });
});
