import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { NotesCardTestQuery } from '../../../__generated__/NotesCardTestQuery.graphql';
import { NotesCard } from '../NotesCard';

// The set page's query reads the notes with the set; this query stands in for it.
const query = graphql`
  query NotesCardTestQuery @relay_test_operation {
    node(id: "S1") {
      ...NotesCard_set @alias(as: "set")
    }
  }
`;

function Harness({ signedIn }: { signedIn: boolean }) {
  const data = useLazyLoadQuery<NotesCardTestQuery>(query, {});
  return data.node?.set ? <NotesCard set={data.node.set} signedIn={signedIn} /> : null;
}

function setup(signedIn: boolean) {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback={null}>
        <Harness signedIn={signedIn} />
      </Suspense>
      <Toaster />
    </RelayEnvironmentProvider>,
  );
  return environment;
}

const NOTES = [
  { id: 'N2', content: 'Front row!', createdAt: '2026-07-17T20:00:00Z', authorName: 'me', isMine: true },
  { id: 'N1', content: 'Bring earplugs', createdAt: '2026-07-17T19:00:00Z', authorName: 'bob', isMine: false },
];

function resolveNotes(environment: ReturnType<typeof createMockEnvironment>, notes = NOTES) {
  act(() => {
    environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, {
        Node: () => ({ __typename: 'Set', id: 'S1' }),
        NoteConnection: () => ({
          edges: notes.map((n) => ({ cursor: n.id, node: { __typename: 'Note', ...n } })),
          pageInfo: { hasNextPage: false, endCursor: null },
        }),
      }),
    );
  });
}

describe('NotesCard', () => {
  it('asks anonymous visitors to sign in, without a request of its own', async () => {
    const environment = setup(false);
    resolveNotes(environment, []);
    expect(await screen.findByText('Sign in to add notes and see notes from group members')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add note' })).not.toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("lists notes in the server's order (newest first) with author and a 'You' marker", async () => {
    const environment = setup(true);
    resolveNotes(environment);
    const items = await screen.findAllByTestId('note');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Front row!');
    expect(within(items[0]).getByText('(You)')).toBeInTheDocument();
    expect(within(items[0]).getByRole('button', { name: 'Delete note' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('bob');
    expect(within(items[1]).queryByText('(You)')).not.toBeInTheDocument();
    expect(within(items[1]).queryByRole('button', { name: 'Delete note' })).not.toBeInTheDocument();
  });

  it('cannot save an empty or blank note', async () => {
    const environment = setup(true);
    resolveNotes(environment, []);
    fireEvent.click(await screen.findByRole('button', { name: 'Add note' }));
    const save = screen.getByRole('button', { name: 'Save note' });
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Your note'), { target: { value: '   \n ' } });
    expect(save).toBeDisabled();
    // The submit handler runs after the schema's (asynchronous) check: let it finish.
    await act(async () => {
      fireEvent.submit(save.closest('form')!);
    });
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("saves a trimmed note with a client id and says 'Note saved'", async () => {
    const environment = setup(true);
    resolveNotes(environment, []);
    fireEvent.click(await screen.findByRole('button', { name: 'Add note' }));
    fireEvent.change(screen.getByLabelText('Your note'), { target: { value: '  Great set  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    // Submitting validates asynchronously (react-hook-form with a zod schema).
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe('useAddNoteMutation');
    expect(op.request.variables.input).toMatchObject({ setId: 'S1', content: 'Great set' });
    expect(op.request.variables.input.id).toMatch(/^[0-9a-f-]{36}$/);
    await act(async () => {
      environment.mock.resolve(op, {
        data: {
          addNote: {
            noteEdge: {
              cursor: 'c',
              node: {
                __typename: 'Note',
                id: 'N3',
                content: 'Great set',
                createdAt: '2026-07-17T21:00:00Z',
                authorName: 'me',
                isMine: true,
              },
            },
          },
        },
      });
    });
    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    expect(screen.getByTestId('note')).toHaveTextContent('Great set');
    expect(screen.getByRole('button', { name: 'Add note' })).toBeInTheDocument();
  });

  it("says 'Failed to save note' when saving fails", async () => {
    const environment = setup(true);
    resolveNotes(environment, []);
    fireEvent.click(await screen.findByRole('button', { name: 'Add note' }));
    fireEvent.change(screen.getByLabelText('Your note'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () => {
      environment.mock.reject(environment.mock.getMostRecentOperation(), new TypeError(''));
    });
    expect(await screen.findByText('Failed to save note')).toBeInTheDocument();
  });
});
