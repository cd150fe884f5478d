import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { SetsPanelTestQuery } from '../../../__generated__/SetsPanelTestQuery.graphql';
import { SetsPanel } from '../SetsPanel';

// The test stands in for the route (EditionSetsPage): its query spreads the panel's fragments.
const query = graphql`
  query SetsPanelTestQuery @relay_test_operation {
    node(id: "E1") {
      ...SetsPanel_edition @alias(as: "edition") @arguments(first: 2)
    }
    ...ArtistPicker_query
  }
`;

function Harness() {
  const data = useLazyLoadQuery<SetsPanelTestQuery>(query, {});
  return data.node?.edition ? <SetsPanel edition={data.node.edition} picker={data} /> : null;
}

let nextSet = 0;
const setNode = () => {
  nextSet += 1;
  return { __typename: 'Set', id: `S${nextSet}`, name: `Set ${nextSet}`, stage: null, timeStart: null, timeEnd: null, artists: [] };
};

function page(ids: number, total: number, hasNextPage: boolean) {
  const edges = Array.from({ length: ids }, () => {
    const node = setNode();
    return { cursor: `c${nextSet}`, node };
  });
  return {
    Edition: () => ({ id: 'E1', timeZone: 'Europe/Amsterdam', stages: [] }),
    SetConnection: () => ({
      totalCount: total,
      edges,
      pageInfo: { hasNextPage, endCursor: edges.at(-1)?.cursor ?? null },
    }),
    ArtistConnection: () => ({ edges: [] }),
    Node: () => ({ __typename: 'Edition', id: 'E1' }),
  };
}

function setup() {
  nextSet = 0;
  const environment = createMockEnvironment();
  const router = createMemoryRouter(
    [{ path: '/sets', element: <Suspense fallback="loading"><Harness /></Suspense> }],
    { initialEntries: ['/sets'] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  act(() => {
    environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op, page(2, 600, true)));
  });
  return { environment, router };
}

const latest = (environment: ReturnType<typeof createMockEnvironment>): OperationDescriptor =>
  environment.mock.getMostRecentOperation();

describe('SetsPanel', () => {
  it('shows the count and loads the next page after the last cursor', async () => {
    const user = userEvent.setup();
    const { environment } = setup();
    expect(await screen.findByRole('status')).toHaveTextContent('Showing 2 of 600 sets');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const op = latest(environment);
    expect(op.request.node.params.name).toBe('SetsPanelPaginationQuery');
    expect(op.request.variables).toMatchObject({ after: 'c2', id: 'E1', search: null });
    act(() => {
      environment.mock.resolve(op, MockPayloadGenerator.generate(op, page(2, 600, false)));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Showing 4 of 600 sets');
    expect(screen.getAllByRole('row')).toHaveLength(5); // the header and four sets
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says votes are kept when archiving, and takes the set out of the table and the count', async () => {
    const user = userEvent.setup();
    const { environment } = setup();
    const row = (await screen.findByRole('cell', { name: 'Set 1' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Archive' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Its votes are kept and come back if the set is restored');
    expect(dialog).not.toHaveTextContent(/votes (will|are) (also )?(be )?deleted/);
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    const op = latest(environment);
    expect(op.request.variables.input).toEqual({ setId: 'S1' });
    expect(op.request.variables.connections).toHaveLength(1);
    act(() => {
      environment.mock.resolve(op, { data: { archiveSet: { archivedSetId: 'S1' } } });
    });
    expect(screen.queryByRole('cell', { name: 'Set 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 599 sets');
  });

  it('searches after a pause in typing, in the address too', async () => {
    const user = userEvent.setup();
    const { environment, router } = setup();
    await screen.findByRole('status');
    await user.type(screen.getByRole('searchbox', { name: 'Search sets' }), 'Björk');
    await waitFor(() => expect(latest(environment).request.node.params.name).toBe('SetsPanelPaginationQuery'));
    const op = latest(environment);
    expect(op.request.variables).toMatchObject({ search: 'Björk', after: null });
    expect(router.state.location.search).toBe('?q=Bj%C3%B6rk');
    act(() => {
      environment.mock.resolve(op, MockPayloadGenerator.generate(op, page(1, 1, false)));
    });
    expect(await screen.findByText('Showing 1 of 1 sets')).toBeInTheDocument();
  });
});
