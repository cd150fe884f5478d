import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ProfileRouteQuery from '../../__generated__/ProfileRouteQuery.graphql';
import { createEnvironment } from '../../relay/environment';
import { ProfileRoute, profileLoader } from '../profile/ProfileRoute';

// The profile offline (visitor-app.md §8): the saved store's profile with a toast saying where it
// comes from, or a clear message when the store has none. A real environment: offline its reads
// are answered from the store, and no request leaves.

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

function renderProfile(cached: boolean) {
  const environment = createEnvironment();
  if (cached) {
    environment.commitPayload(createOperationDescriptor(getRequest(ProfileRouteQuery), {}), {
      viewer: { email: 'fan@example.com', user: { id: 'User:1', username: 'fan_1' } },
    });
  }
  const router = createMemoryRouter([{ path: '/profile', loader: profileLoader(environment), Component: ProfileRoute }], {
    initialEntries: ['/profile'],
  });
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
      <Toaster />
    </RelayEnvironmentProvider>,
  );
}

const fetchSpy = vi.fn();
beforeEach(() => {
  setOnline(false);
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('profile offline', () => {
  it('shows the cached profile with the toast that says so', async () => {
    renderProfile(true);
    expect(await screen.findByTestId('profile-email')).toHaveTextContent('fan@example.com');
    expect(await screen.findByText('Using cached profile')).toBeInTheDocument();
    expect(screen.getByText('Profile data is from offline cache (will sync when online)')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says there is no profile data when the store has none', async () => {
    renderProfile(false);
    expect(await screen.findByText('No profile data available offline')).toBeInTheDocument();
    expect(screen.queryByText('Sign in required')).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
