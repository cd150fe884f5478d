import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { fromListState } from '../../lib/setsListLink';
import { renderRoute } from '../../test/renderRoute';

type Env = ReturnType<typeof renderRoute>['environment'];

function opNamed(environment: Env, name: string) {
  return environment.mock.getAllOperations().find((o) => o.request.node.params.name === name);
}

async function resolveLayout(environment: Env) {
  await waitFor(() => expect(opNamed(environment, 'EditionLayoutRouteQuery')).toBeDefined());
  await act(async () => {
    const op = opNamed(environment, 'EditionLayoutRouteQuery')!;
    environment.mock.resolve(
      op,
      MockPayloadGenerator.generate(op, {
        Festival: () => ({ id: 'F1', name: 'Aurora Fields', slug: 'aurora-fields', logoUrl: null }),
        Edition: () => ({ id: 'E1', slug: '2026', name: 'Aurora Fields 2026' }),
      }),
    );
  });
}

describe('sets page', () => {
  it('loads with the sort and filters of the address and shows No Artists Yet without sets', async () => {
    const { environment } = renderRoute(
      '/festivals/aurora-fields/editions/2026/sets?sort=name-desc&stages=ST1,ST2&minRating=2&genres=G1&sortLocked=true',
    );
    await resolveLayout(environment);
    await waitFor(() => expect(opNamed(environment, 'SetsRouteQuery')).toBeDefined());
    const op = opNamed(environment, 'SetsRouteQuery')!;
    expect(op.request.variables).toMatchObject({
      festivalSlug: 'aurora-fields',
      editionSlug: '2026',
      sort: 'NAME_DESC',
      filter: { stageIds: ['ST1', 'ST2'], genreIds: ['G1'], rating: 'LOVED' },
    });
    expect(await screen.findByText('Loading artists...')).toBeInTheDocument();
    await act(async () => {
      environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          Edition: () => ({ id: 'E1', timeZone: 'UTC', stages: [{ id: 'ST1', name: 'Main' }] }),
          SetConnection: () => ({ edges: [], totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null } }),
          Query: () => ({ viewer: null, musicGenres: [] }),
        }),
      );
    });
    expect(await screen.findByText('No Artists Yet')).toBeInTheDocument();
    // A locked order offers Refresh; the chosen stage is pressed.
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Main' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('writes a new sort into the address and refetches with it, ending the lock', async () => {
    const { environment, router } = renderRoute('/festivals/aurora-fields/editions/2026/sets?sortLocked=true');
    await resolveLayout(environment);
    await waitFor(() => expect(opNamed(environment, 'SetsRouteQuery')).toBeDefined());
    await act(async () => {
      const op = opNamed(environment, 'SetsRouteQuery')!;
      environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          Edition: () => ({ id: 'E1', timeZone: 'UTC', stages: [] }),
          Query: () => ({ viewer: null, musicGenres: [] }),
        }),
      );
    });
    fireEvent.change(await screen.findByLabelText('Sort by'), { target: { value: 'date-asc' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=date-asc'));
    await waitFor(() => expect(opNamed(environment, 'SetListRefetchQuery')).toBeDefined());
    expect(opNamed(environment, 'SetListRefetchQuery')!.request.variables).toMatchObject({
      id: 'E1',
      sort: 'DATE_ASC',
      filter: null,
    });
  });
});

describe('set detail', () => {
  it("says 'Set not found' with a link back to the sets", async () => {
    const { environment } = renderRoute('/festivals/aurora-fields/editions/2026/sets/nope');
    await resolveLayout(environment);
    await waitFor(() => expect(opNamed(environment, 'SetDetailRouteQuery')).toBeDefined());
    const op = opNamed(environment, 'SetDetailRouteQuery')!;
    expect(op.request.variables).toEqual({ festivalSlug: 'aurora-fields', editionSlug: '2026', setSlug: 'nope' });
    await act(async () => {
      environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, { Edition: () => ({ id: 'E1', timeZone: 'UTC', set: null }) }),
      );
    });
    expect(await screen.findByText('Set not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sets' })).toHaveAttribute(
      'href',
      '/festivals/aurora-fields/editions/2026/sets',
    );
  });

  it("goes 'Back to Sets' with the list's sort and filters when opened from the list", async () => {
    const setPath = '/festivals/aurora-fields/editions/2026/sets/nope';
    const listSearch = '?sort=name-asc&stages=ST1';
    for (const [entry, href] of [
      [{ pathname: setPath, state: fromListState(listSearch) }, `/festivals/aurora-fields/editions/2026/sets${listSearch}`],
      [setPath, '/festivals/aurora-fields/editions/2026/sets'],
    ] as const) {
      const { environment, unmount } = renderRoute(entry);
      await resolveLayout(environment);
      await waitFor(() => expect(opNamed(environment, 'SetDetailRouteQuery')).toBeDefined());
      await act(async () => {
        const op = opNamed(environment, 'SetDetailRouteQuery')!;
        environment.mock.resolve(op, MockPayloadGenerator.generate(op, { Edition: () => ({ id: 'E1', set: null }) }));
      });
      expect(await screen.findByRole('link', { name: 'Back to Sets' })).toHaveAttribute('href', href);
      unmount();
    }
  });

  it("replaces an earlier slug in the address with the set's current one, in place", async () => {
    const listState = fromListState('?sort=name-asc');
    const { environment, router } = renderRoute({
      pathname: '/festivals/aurora-fields/editions/2026/sets/old-name',
      search: '?from=share',
      hash: '#notes',
      state: listState,
    });
    await resolveLayout(environment);
    await waitFor(() => expect(opNamed(environment, 'SetDetailRouteQuery')).toBeDefined());
    await act(async () => {
      const op = opNamed(environment, 'SetDetailRouteQuery')!;
      environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          Edition: () => ({ id: 'E1', timeZone: 'UTC' }),
          Set: () => ({ id: 'S1', slug: 'new-name', name: 'New Name', timeStart: null, timeEnd: null }),
          Query: () => ({ viewer: null }),
        }),
      );
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/festivals/aurora-fields/editions/2026/sets/new-name'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.search).toBe('?from=share');
    expect(router.state.location.hash).toBe('#notes');
    expect(router.state.location.state).toEqual(listState);
    // The set stays on screen while the new address loads: no loading screen, no "Set not found".
    await waitFor(() =>
      expect(environment.mock.getAllOperations().some((o) => o.request.variables.setSlug === 'new-name')).toBe(true),
    );
    expect(screen.getByRole('heading', { name: 'New Name', level: 2 })).toBeInTheDocument();
    expect(screen.queryByText('Loading set...')).not.toBeInTheDocument();
    expect(screen.queryByText('Set not found')).not.toBeInTheDocument();
  });

  it('uses the subdomain base path on a festival host', async () => {
    const { environment } = renderRoute('/editions/2026/sets/nope', {
      kind: 'festival',
      appDomain: 'localhost',
      festivalSlug: 'aurora-fields',
    });
    await resolveLayout(environment);
    await waitFor(() => expect(opNamed(environment, 'SetDetailRouteQuery')).toBeDefined());
    const op = opNamed(environment, 'SetDetailRouteQuery')!;
    expect(op.request.variables.festivalSlug).toBe('aurora-fields');
    await act(async () => {
      environment.mock.resolve(op, MockPayloadGenerator.generate(op, { Edition: () => ({ id: 'E1', set: null }) }));
    });
    expect(await screen.findByRole('link', { name: 'Back to Sets' })).toHaveAttribute('href', '/editions/2026/sets');
  });
});
