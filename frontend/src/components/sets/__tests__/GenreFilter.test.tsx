import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { GenreFilter } from '../GenreFilter';

const GENRES = [
  { id: 'G1', name: 'Techno' },
  { id: 'G2', name: 'House' },
];

function Harness() {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <div>
      <GenreFilter
        genres={GENRES}
        selected={selected}
        onToggle={(id) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]))}
        triggerClass=""
      />
      <p>Outside</p>
    </div>
  );
}

function setup() {
  const user = userEvent.setup();
  render(<Harness />);
  return { user, trigger: screen.getByRole('button', { name: /Genres/ }) };
}

describe('GenreFilter', () => {
  it('opens from the keyboard, toggles a genre and closes on Escape with focus back on the trigger', async () => {
    const { user, trigger } = setup();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const techno = await screen.findByRole('checkbox', { name: 'Techno' });
    await user.click(techno);
    expect(techno).toBeChecked();
    expect(trigger).toHaveTextContent('Genres (1)');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Techno' })).not.toBeInTheDocument());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    expect(await screen.findByRole('checkbox', { name: 'House' })).toBeInTheDocument();
    await user.click(screen.getByText('Outside'));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'House' })).not.toBeInTheDocument());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when its button is pressed again, and opens again after', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    expect(await screen.findByRole('checkbox', { name: 'Techno' })).toBeInTheDocument();
    await user.click(trigger);
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Techno' })).not.toBeInTheDocument());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Genres' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-controls', screen.getByRole('dialog', { name: 'Genres' }).id);
  });
});
