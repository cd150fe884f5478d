import { fireEvent, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, type SetFilterState } from '../../../lib/setFilters';
import { SetFiltersToolbar } from '../SetFiltersToolbar';

function renderToolbar(state: SetFilterState) {
  render(
    <RelayEnvironmentProvider environment={createMockEnvironment()}>
      <SetFiltersToolbar
        state={state}
        stages={[{ id: 'S1', name: 'Main' }]}
        genres={[{ id: 'G1', name: 'Techno' }]}
        onChange={() => {}}
        onRefresh={() => {}}
      />
    </RelayEnvironmentProvider>,
  );
}

describe('SetFiltersToolbar on a phone', () => {
  it("folds the sort and filters behind 'Filters', which counts the chosen ones", () => {
    renderToolbar({ ...DEFAULT_FILTERS, stages: ['S1'], genres: ['G1'], rating: 'liked' });
    const toggle = screen.getByRole('button', { name: 'Filters (3)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const stages = screen.getByRole('group', { name: 'Stages' });
    // Below 640 px (Tailwind's max-sm) the folded parts are hidden; the toggle names them.
    expect(stages).toHaveClass('max-sm:hidden');
    expect(toggle.getAttribute('aria-controls')?.split(' ')).toContain(stages.id);
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(stages).not.toHaveClass('max-sm:hidden');
  });

  it('keeps Refresh of a frozen order in sight while folded', () => {
    renderToolbar({ ...DEFAULT_FILTERS, sortLocked: true });
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    expect(refresh).toHaveAttribute('data-keep');
    expect(refresh.parentElement).toHaveClass('max-sm:[&>:not([data-keep])]:hidden');
  });
});
