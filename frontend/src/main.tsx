import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { createBrowserRouter, RouterProvider } from 'react-router';
import './index.css';
import { currentHost, redirectWwwToBareHost } from './lib/host';
import { HostContext } from './lib/useHost';
import { startSync } from './offline/sync';
import { environment } from './relay/environment';
import { createRoutes } from './routes';

// www.{domain} is the main site under its bare name: move there first (path, query, hash kept),
// before the router starts any loader.
if (!redirectWwwToBareHost()) {
  const host = currentHost();
  startSync(environment);
  const router = createBrowserRouter(createRoutes(environment, host));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <HostContext value={host}>
        <RelayEnvironmentProvider environment={environment}>
          <RouterProvider router={router} />
        </RelayEnvironmentProvider>
      </HostContext>
    </StrictMode>,
  );
}
