import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { StagesPanelTestQuery } from '../../../__generated__/StagesPanelTestQuery.graphql';
import { StagesPanel } from '../StagesPanel';

const query = graphql`
  query StagesPanelTestQuery @relay_test_operation {
    node(id: "E1") {
      ...StagesPanel_edition @alias(as: "edition")
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<StagesPanelTestQuery>(query, {});
  return data.node?.edition ? <StagesPanel edition={data.node.edition} /> : null;
}

function setup() {
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
        Edition: () => ({ id: 'E1', stages: [{ id: 'ST1', name: 'Main Stage' }] }),
      }),
    );
  });
  return environment;
}

describe('StagesPanel', () => {
  it('lists a new stage from the payload and drops a deleted one, without reading the edition again', async () => {
    const user = userEvent.setup();
    const environment = setup();
    await screen.findByText('Main Stage');
    await user.type(screen.getByPlaceholderText('Stage name'), 'Lakeside');
    await user.click(screen.getByRole('button', { name: 'Add Stage' }));
    let op = environment.mock.getMostRecentOperation();
    expect(op.request.variables.input).toEqual({ editionId: 'E1', name: 'Lakeside' });
    act(() => {
      environment.mock.resolve(op, { data: { createStage: { stage: { id: 'ST2', name: 'Lakeside' } } } });
    });
    expect(await screen.findByText('Lakeside')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    const item = screen.getByText('Main Stage').closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    op = environment.mock.getMostRecentOperation();
    expect(op.request.variables.input).toEqual({ stageId: 'ST1' });
    act(() => {
      environment.mock.resolve(op, { data: { deleteStage: { deletedStageId: 'ST1' } } });
    });
    expect(screen.queryByText('Main Stage')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    // No query ran again: the store was updated from the payloads.
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
