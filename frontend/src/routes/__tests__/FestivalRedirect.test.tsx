import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/renderRoute';

// Main-site festival addresses move to the festival's subdomain on a real domain, and stay on localhost.

function stubLocation() {
  const replace = vi.fn();
  vi.stubGlobal('location', { ...globalThis.location, protocol: 'https:', port: '', replace });
  return replace;
}

const operationNames = (environment: ReturnType<typeof renderRoute>['environment']) =>
  environment.mock.getAllOperations().map((op) => op.request.node.params.name);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('festival subdomain redirect', () => {
  it('shows the redirect screen and moves to the same page on the subdomain', async () => {
    const replace = stubLocation();
    const { environment } = renderRoute('/festivals/aurora/editions/2026/sets?sort=name-asc#list', {
      kind: 'main',
      appDomain: 'festivals.example',
    });
    expect(await screen.findByRole('heading', { name: 'Redirecting...' })).toBeInTheDocument();
    expect(screen.getByText('Taking you to aurora.festivals.example')).toBeInTheDocument();
    // The move happens in an effect after the screen renders.
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://aurora.festivals.example/editions/2026/sets?sort=name-asc#list'));
    // Nothing of the festival is loaded here (only the shell's viewer).
    expect(operationNames(environment)).toEqual(['AppShellQuery']);
  });

  it("moves the festival page to the subdomain's root", async () => {
    const replace = stubLocation();
    renderRoute('/festivals/aurora', { kind: 'main', appDomain: 'festivals.example' });
    await screen.findByRole('heading', { name: 'Redirecting...' });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://aurora.festivals.example/'));
  });

  it('stays in place on localhost', async () => {
    const replace = stubLocation();
    renderRoute('/festivals/aurora/editions/2026', { kind: 'main', appDomain: 'localhost' });
    // The edition's loading screen shows (it may give way to the edition at once: found is enough).
    await screen.findByText('Loading festival...');
    expect(screen.queryByText('Redirecting...')).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });
});
