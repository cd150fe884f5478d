import { act, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';

function festival(slug: string, name: string, extra: Record<string, unknown> = {}) {
  return { id: `F:${slug}`, slug, name, description: null, websiteUrl: null, ...extra };
}

describe('festival list (/)', () => {
  it('shows the loading text, then one card per festival', async () => {
    const { environment } = renderRoute('/');
    expect(await screen.findByText('Loading festivals...')).toBeInTheDocument();

    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          FestivalConnection: () => ({
            edges: [
              {
                node: festival('boomtown', 'Boomtown', {
                  websiteUrl: 'https://boomtown.example/',
                  description: 'Fields and stages',
                }),
              },
              { node: festival('sziget', 'Sziget') },
            ],
          }),
        }),
      );
    });

    expect(await screen.findByRole('heading', { name: 'Boomtown' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sziget' })).toBeInTheDocument();
    expect(screen.getByText('Fields and stages')).toBeInTheDocument();
    // Website without its scheme.
    expect(screen.getByText('boomtown.example')).toBeInTheDocument();
    expect(screen.getAllByText('Music Festival')).toHaveLength(2);
    expect(screen.getAllByText('Community Voting')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Boomtown/ })).toHaveAttribute('href', '/festivals/boomtown');
    expect(screen.queryByText('No Festivals Available')).not.toBeInTheDocument();
  });

  it('shows the empty state without festivals', async () => {
    const { environment } = renderRoute('/');
    await screen.findByText('Loading festivals...');
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, { FestivalConnection: () => ({ edges: [] }) }),
      );
    });
    expect(await screen.findByText('No Festivals Available')).toBeInTheDocument();
  });

  it('opens the only festival automatically', async () => {
    const { environment, router } = renderRoute('/');
    await screen.findByText('Loading festivals...');
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          FestivalConnection: () => ({ edges: [{ node: festival('solo', 'Solo Fest') }] }),
        }),
      );
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/festivals/solo'));
    // Replaced, not pushed: Back does not return to the list that redirected.
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
