import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { CreateGroupDialog } from '../CreateGroupDialog';

function setup() {
  const environment = createMockEnvironment();
  const router = createMemoryRouter(
    [
      {
        path: '/groups',
        element: <CreateGroupDialog />,
      },
      { path: '/groups/:groupId', element: <p>group page</p> },
    ],
    { initialEntries: ['/groups'] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
      <Toaster />
    </RelayEnvironmentProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Create Group' }));
  const dialog = screen.getByRole('dialog', { name: 'Create Group' });
  const submit = () => fireEvent.click(screen.getAllByRole('button', { name: 'Create Group' }).at(-1)!);
  return { environment, router, dialog, submit };
}

describe('CreateGroupDialog', () => {
  // Submitting validates asynchronously (react-hook-form with a zod schema): the tests wait.
  it("refuses an empty name: 'Group name is required'", async () => {
    const { environment, submit } = setup();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Group name is required');
    expect(screen.getByLabelText('Group name')).toHaveAttribute('aria-invalid', 'true');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("refuses a blank name: 'Group name cannot be empty'", async () => {
    const { environment, submit } = setup();
    fireEvent.change(screen.getByLabelText('Group name'), { target: { value: '   ' } });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Group name cannot be empty');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('creates the group with trimmed values, then opens it', async () => {
    const { environment, router, submit } = setup();
    fireEvent.change(screen.getByLabelText('Group name'), { target: { value: '  Crew  ' } });
    fireEvent.change(screen.getByLabelText('Description (optional)'), { target: { value: '   ' } });
    submit();
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe('useCreateGroupMutation');
    expect(op.request.variables.input).toEqual({ name: 'Crew', description: null });
    expect(op.request.variables.connections).toHaveLength(2);
    await act(async () => {
      environment.mock.resolve(op, {
        data: {
          createGroup: {
            groupEdge: {
              cursor: 'c1',
              node: {
                __typename: 'Group',
                id: 'G9',
                name: 'Crew',
                description: null,
                memberCount: 1,
                isMember: true,
              },
            },
          },
        },
      });
    });
    expect(router.state.location.pathname).toBe('/groups/G9');
    expect(await screen.findByText('Group created successfully')).toBeInTheDocument();
  });

  it('shows the server message when creating fails', async () => {
    const { environment, submit } = setup();
    fireEvent.change(screen.getByLabelText('Group name'), { target: { value: 'Crew' } });
    submit();
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () => {
      environment.mock.rejectMostRecentOperation(new Error('Failed to create group'));
    });
    expect(await screen.findByText('Failed to create group')).toBeInTheDocument();
  });
});
