import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { Header } from '../layout/Header';
import type { BackHandle } from '../layout/HeaderBackButton';
import type { Environment } from 'relay-runtime';
import { createRoutes } from '../../routes';

function setup(initialEntries: string[]) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Header viewer={null} />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>Home</p> },
          { path: 'festivals/x', element: <p>Festival</p> },
          { path: 'groups', handle: { back: { to: '/' } } satisfies BackHandle, element: <p>Groups page</p> },
          { path: 'named', handle: { back: { to: '/festivals/x', label: 'Back to festival' } }, element: <p>Named</p> },
        ],
      },
    ],
    { initialEntries, initialIndex: initialEntries.length - 1 },
  );
  render(
    <RelayEnvironmentProvider environment={createMockEnvironment()}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe("the header's Back button", () => {
  it('is shown only on routes that ask for it', async () => {
    setup(['/festivals/x']);
    await screen.findByText('Festival');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it("returns to the app's previous page", async () => {
    const { router, user } = setup(['/festivals/x']);
    await screen.findByText('Festival');
    await router.navigate('/groups');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/festivals/x'));
  });

  it("goes to the route's fallback when the page was opened directly, with the route's label", async () => {
    const first = setup(['/groups']);
    await first.user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
    await first.router.navigate('/named');
    expect(await screen.findByRole('button', { name: 'Back to festival' })).toBeInTheDocument();
  });

  it('is declared by the groups and profile pages', () => {
    const env = createMockEnvironment() as unknown as Environment;
    const pages = createRoutes(env, { kind: 'main', appDomain: 'localhost' })[0].children ?? [];
    for (const path of ['groups', 'profile']) {
      expect(pages.find((r) => r.path === path)?.handle).toEqual({ back: { to: '/' } });
    }
  });
});
