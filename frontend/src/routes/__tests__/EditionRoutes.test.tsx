import { act, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/renderRoute';

const edition = (slug: string, name: string, extra: Record<string, unknown> = {}) => ({
  id: `E:${slug}`,
  slug,
  name,
  year: 2026,
  description: null,
  location: 'Budapest',
  startDate: '2026-07-17',
  endDate: '2026-07-19',
  timeZone: 'Europe/Budapest',
  isActive: false,
  ...extra,
});

type MockEnvironment = ReturnType<typeof renderRoute>['environment'];

/** Answers the pending operation of that name with generated data (resolvers as in MockPayloadGenerator). */
async function answer(
  environment: MockEnvironment,
  name: string,
  resolvers: Parameters<typeof MockPayloadGenerator.generate>[1],
  check?: (variables: Record<string, unknown>) => void,
) {
  await act(async () => {
    const op = environment.mock.getAllOperations().find((o) => o.request.node.params.name === name);
    expect(op, `${name} pending`).toBeDefined();
    check?.(op!.request.variables);
    environment.mock.resolve(op!, MockPayloadGenerator.generate(op!, resolvers));
  });
}

describe('edition list (/festivals/:festivalSlug)', () => {
  it('shows the festival, then its editions with dates, badges and a Select Edition link', async () => {
    const { environment } = renderRoute('/festivals/sziget');
    expect(await screen.findByText('Loading festival...')).toBeInTheDocument();
    await answer(
      environment,
      'EditionListRouteQuery',
      { Festival: () => ({ id: 'F:sziget', name: 'Sziget', slug: 'sziget', logoUrl: null }) },
      (variables) => expect(variables).toEqual({ festivalSlug: 'sziget' }),
    );
    // The festival is known, its editions not yet.
    expect(await screen.findByRole('heading', { name: 'Sziget', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Loading editions...')).toBeInTheDocument();
    expect(screen.queryByText('Loading festival...')).toBeNull();

    await answer(
      environment,
      'EditionListRouteEditionsQuery',
      {
        Festival: () => ({
          id: 'F:sziget',
          editions: [edition('2026', 'Sziget 2026', { isActive: true }), edition('2025', 'Sziget 2025')],
        }),
      },
      (variables) => expect(variables).toEqual({ festivalSlug: 'sziget' }),
    );
    expect(await screen.findAllByText('July 17, 2026 - July 19, 2026')).toHaveLength(2);
    expect(screen.queryByText('Loading editions...')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sziget', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByText('Active')).toHaveLength(1);
    const links = screen.getAllByRole('link', { name: /Select Edition/ });
    expect(links[0]).toHaveAttribute('href', '/festivals/sziget/editions/2026');
  });

  it('says so when the festival does not exist', async () => {
    const { environment } = renderRoute('/festivals/nope');
    await screen.findByText('Loading festival...');
    await answer(environment, 'EditionListRouteQuery', { Query: () => ({ festival: null }) });
    expect(await screen.findByText('Festival not found')).toBeInTheDocument();
    expect(screen.getByText('Festival with slug nope not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Festivals' })).toHaveAttribute('href', '/');
  });

  it('says so when the festival has no editions', async () => {
    const { environment } = renderRoute('/festivals/sziget');
    await answer(environment, 'EditionListRouteQuery', { Festival: () => ({ name: 'Sziget', slug: 'sziget' }) });
    await answer(environment, 'EditionListRouteEditionsQuery', { Festival: () => ({ editions: [] }) });
    expect(await screen.findByText('No Editions Available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });

  it('uses the subdomain root for the festival page on a festival host', async () => {
    const { environment } = renderRoute('/', { kind: 'festival', appDomain: 'localhost', festivalSlug: 'sziget' });
    await screen.findByText('Loading festival...');
    await answer(environment, 'EditionListRouteQuery', { Festival: () => ({ slug: 'sziget' }) }, (variables) =>
      expect(variables).toEqual({ festivalSlug: 'sziget' }),
    );
    await answer(environment, 'EditionListRouteEditionsQuery', {
      Festival: () => ({ editions: [edition('a', 'A'), edition('b', 'B')] }),
    });
    const links = await screen.findAllByRole('link', { name: /Select Edition/ });
    expect(links[0]).toHaveAttribute('href', '/editions/a');
  });
});

describe('edition layout', () => {
  it('redirects the index to sets and shows the header and tabs', async () => {
    const { environment, router } = renderRoute('/festivals/sziget/editions/2026');
    await screen.findByText('Loading festival...');
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          Festival: () => ({ id: 'F:sziget', name: 'Sziget', slug: 'sziget', logoUrl: null, published: true }),
          Edition: () => ({ id: 'E:2026', slug: '2026', name: 'Sziget 2026', published: true }),
        }),
      );
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/festivals/sziget/editions/2026/sets'));
    expect(screen.getByRole('heading', { name: 'Sziget', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Draft')).toBeNull();
    expect(screen.getByRole('link', { name: 'Vote' })).toHaveAttribute('href', '/festivals/sziget/editions/2026/sets');
    expect(screen.getByRole('link', { name: 'Map' })).toHaveAttribute('href', '/festivals/sziget/editions/2026/map');
    expect(screen.getByText('Info').closest('[aria-disabled="true"]')).not.toBeNull();
    // The product title leads back to the edition.
    expect(screen.getByRole('link', { name: 'Festival Voting' })).toHaveAttribute(
      'href',
      '/festivals/sziget/editions/2026',
    );
  });

  it('shows the groups button in the edition header to signed-in users only', async () => {
    const layout = (viewer: unknown) => ({
      Query: () => ({ viewer }),
      Festival: () => ({ id: 'F:sziget', name: 'Sziget', slug: 'sziget', logoUrl: null, published: true }),
      Edition: () => ({ id: 'E:2026', slug: '2026', name: 'Sziget 2026', published: true }),
    });
    const signedIn = renderRoute('/festivals/sziget/editions/2026');
    await answer(signedIn.environment, 'EditionLayoutRouteQuery', layout({ user: { id: 'U1' } }));
    await screen.findByRole('heading', { name: 'Sziget', level: 1 });
    // The shell's viewer is still loading, so this is the edition header's link.
    expect(screen.getByRole('link', { name: 'Groups' })).toHaveAttribute('href', '/groups');
    signedIn.unmount();

    const anonymous = renderRoute('/festivals/sziget/editions/2026');
    await answer(anonymous.environment, 'EditionLayoutRouteQuery', layout(null));
    await screen.findByRole('heading', { name: 'Sziget', level: 1 });
    expect(screen.queryByRole('link', { name: 'Groups' })).toBeNull();
  });

  it('marks an unpublished edition (served to admins only) as Draft', async () => {
    const { environment } = renderRoute('/festivals/sziget/editions/2026');
    await screen.findByText('Loading festival...');
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          Festival: () => ({ id: 'F:sziget', name: 'Sziget', slug: 'sziget', logoUrl: null, published: true }),
          Edition: () => ({ id: 'E:2026', slug: '2026', name: 'Sziget 2026', published: false }),
        }),
      );
    });
    expect(await screen.findByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sziget', level: 1 })).toBeInTheDocument();
  });

  it('says so when the edition does not exist', async () => {
    const { environment } = renderRoute('/festivals/sziget/editions/1999');
    await screen.findByText('Loading festival...');
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, { Festival: () => ({ edition: null }) }),
      );
    });
    expect(await screen.findByText('Festival edition not found')).toBeInTheDocument();
    expect(screen.getByText('Festival edition with slug 1999 not found')).toBeInTheDocument();
  });

  it('shows the error boundary when the query fails', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { environment } = renderRoute('/festivals/sziget/editions/2026');
    await screen.findByText('Loading festival...');
    await act(async () => {
      // The sets route's own query runs too: fail the edition layout's.
      const op = environment.mock
        .getAllOperations()
        .find((o) => o.request.node.params.name === 'EditionLayoutRouteQuery');
      environment.mock.reject(op!, new Error('Failed to load festival edition'));
    });
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Failed to load festival edition')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    spy.mockRestore();
  });
});

describe('404', () => {
  it('shows the not-found page and logs the path', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/no/such/page');
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('404'), '/no/such/page');
    spy.mockRestore();
  });
});
