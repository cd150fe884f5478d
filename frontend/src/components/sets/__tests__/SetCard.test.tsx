import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { SetCardTestQuery } from '../../../__generated__/SetCardTestQuery.graphql';
import { SetCard } from '../SetCard';

const query = graphql`
  query SetCardTestQuery @relay_test_operation {
    node(id: "S1") {
      ...SetCard_set @alias(as: "set")
    }
  }
`;

function Harness({ signedIn }: { signedIn: boolean }) {
  const data = useLazyLoadQuery<SetCardTestQuery>(query, {});
  return data.node?.set ? <SetCard set={data.node.set} timeZone="Europe/Amsterdam" signedIn={signedIn} /> : null;
}

const SET = {
  __typename: 'Set',
  id: 'S1',
  slug: 'night-owls',
  name: 'Night Owls',
  timeStart: '2026-07-17T19:30:00Z',
  timeEnd: '2026-07-17T21:00:00Z',
  myVote: 'INTERESTED',
  stage: { id: 'ST1', name: 'Main Stage' },
  artists: [
    { id: 'A1', name: 'Owl One', imageUrl: 'data:image/png;base64,AA==', genres: [{ id: 'G1', name: 'Techno' }] },
    {
      id: 'A2',
      name: 'Owl Two',
      imageUrl: null,
      genres: [
        { id: 'G2', name: 'House' },
        { id: 'G3', name: 'Disco' },
      ],
    },
  ],
  tally: { mustGo: 4, interested: 3, wontGo: 2, total: 9, netScore: 9, popularity: 11, average: 1 },
};

function setup(signedIn = true) {
  const environment = createMockEnvironment();
  const router = createMemoryRouter(
    [
      {
        path: '/festivals/:festivalSlug/editions/:editionSlug/sets',
        element: (
          <Suspense fallback="loading">
            <Harness signedIn={signedIn} />
            <Toaster />
          </Suspense>
        ),
      },
    ],
    { initialEntries: ['/festivals/aurora/editions/2026/sets'] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  act(() => {
    environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op, { Node: () => SET }));
  });
  return environment;
}

const count = (name: string) => screen.getByTestId(`tally-${name}`).textContent;

describe('SetCard', () => {
  it('shows name, artists, genres, stage, festival-local time and the tally', async () => {
    setup();
    expect(await screen.findByRole('link', { name: 'Night Owls' })).toHaveAttribute(
      'href',
      '/festivals/aurora/editions/2026/sets/night-owls',
    );
    expect(screen.getByText('Owl One, Owl Two')).toBeInTheDocument();
    expect(screen.getByText('Techno')).toBeInTheDocument();
    expect(screen.getByText('House')).toBeInTheDocument();
    expect(screen.getByText('+1')).toBeInTheDocument();
    // 19:30Z is 9:30 PM in Amsterdam (CEST) in July.
    expect(screen.getByText(/Main Stage · Fri, Jul 17 · 9:30 PM - 11:00 PM/)).toBeInTheDocument();
    expect(count('mustGo')).toBe('4');
    expect(count('interested')).toBe('3');
    expect(count('wontGo')).toBe('2');
    expect(count('netScore')).toBe('+9');
  });

  it("marks the viewer's vote with aria-pressed", async () => {
    setup();
    const group = await screen.findByRole('group', { name: 'Your vote for Night Owls' });
    expect(within(group).getByRole('button', { name: 'Interested' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'Must Go' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(group).getByRole('button', { name: "Won't Go" })).toHaveAttribute('aria-pressed', 'false');
  });

  it('votes optimistically, marks the buttons busy while pending (focus stays), and keeps the server answer', async () => {
    const environment = setup();
    const mustGo = await screen.findByRole('button', { name: 'Must Go' });
    mustGo.focus();
    fireEvent.click(mustGo);
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe('useSetVoteMutation');
    expect(op.request.variables.input).toMatchObject({ setId: 'S1', vote: 'MUST_GO' });
    expect(op.request.variables.input.clientMutationId).toEqual(expect.any(String));
    expect(new Date(op.request.variables.input.clientTimestamp).toString()).not.toBe('Invalid Date');
    // Optimistic: Interested -> Must Go.
    expect(screen.getByRole('button', { name: 'Must Go' })).toHaveAttribute('aria-pressed', 'true');
    expect(count('mustGo')).toBe('5');
    expect(count('interested')).toBe('2');
    expect(count('netScore')).toBe('+10');
    for (const b of within(screen.getByRole('group')).getAllByRole('button')) {
      expect(b).toHaveAttribute('aria-disabled', 'true');
      expect(b).toBeEnabled(); // a disabled button would drop keyboard focus to <body>
    }
    expect(mustGo).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: "Won't Go" })); // ignored while pending
    expect(environment.mock.getAllOperations()).toHaveLength(1);

    act(() => {
      environment.mock.resolve(op, {
        data: {
          setVote: {
            applied: true,
            vote: 'MUST_GO',
            set: {
              id: 'S1',
              myVote: 'MUST_GO',
              tally: { ...SET.tally, mustGo: 6, interested: 2, netScore: 12, total: 10, popularity: 14 },
            },
          },
        },
      });
    });
    expect(count('mustGo')).toBe('6');
    expect(screen.getByRole('button', { name: 'Must Go' })).not.toHaveAttribute('aria-disabled');
  });

  it('clears the vote when the pressed one is chosen again', async () => {
    const environment = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Interested' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input.vote).toBeNull();
    expect(screen.getByRole('button', { name: 'Interested' })).toHaveAttribute('aria-pressed', 'false');
    expect(count('interested')).toBe('2');
  });

  it("rolls back and says 'Failed to save vote' when the server refuses", async () => {
    const environment = setup();
    fireEvent.click(await screen.findByRole('button', { name: "Won't Go" }));
    expect(count('wontGo')).toBe('3');
    await act(async () => {
      environment.mock.rejectMostRecentOperation(new Error('boom'));
    });
    expect(count('wontGo')).toBe('2');
    expect(screen.getByRole('button', { name: 'Interested' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Failed to save vote')).toBeInTheDocument();
  });

  it('does not vote while signed out', async () => {
    const environment = setup(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Must Go' }));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(count('mustGo')).toBe('4');
  });
});
