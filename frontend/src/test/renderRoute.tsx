import type { Environment } from 'relay-runtime';
import { render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import type { HostInfo } from '../lib/host';
import { HostContext } from '../lib/useHost';
import { createRoutes } from '../routes';

/** Renders the real route table at `path` (an address, or a location with history state) against a Relay mock environment. */
export function renderRoute(path: InitialEntry, host: HostInfo = { kind: 'main', appDomain: 'localhost' }) {
  const environment = createMockEnvironment();
  const router = createMemoryRouter(createRoutes(environment as unknown as Environment, host), {
    initialEntries: [path],
  });
  const utils = render(
    <HostContext value={host}>
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </HostContext>,
  );
  return { ...utils, environment, router };
}
