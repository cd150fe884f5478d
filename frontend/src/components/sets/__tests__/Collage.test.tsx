import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArtistCollage, collageLayout } from '../ArtistCollage';
import { distinctGenres, GenreBadges } from '../GenreBadges';

const artist = (n: number, imageUrl: string | null = `data:image/svg+xml,${n}`) => ({
  id: `A${n}`,
  name: `Artist ${n}`,
  imageUrl,
});
const genre = (n: number) => ({ id: `G${n}`, name: `Genre ${n}` });

describe('ArtistCollage', () => {
  it('shows up to 4 images and +N for the rest', () => {
    render(<ArtistCollage shape="wide" artists={[1, 2, 3, 4, 5, 6].map((n) => artist(n))} />);
    expect(screen.getAllByRole('img')).toHaveLength(4);
    expect(screen.getByText('+2')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Artist 1' })).toHaveAttribute('src', 'data:image/svg+xml,1');
  });

  it('has no +N with 4 or fewer images', () => {
    render(<ArtistCollage shape="wide" artists={[1, 2, 3, 4].map((n) => artist(n))} />);
    expect(screen.getAllByRole('img')).toHaveLength(4);
    expect(screen.queryByText(/^\+\d/)).not.toBeInTheDocument();
  });

  it('counts only artists with an image', () => {
    expect(collageLayout([artist(1), artist(2, null), artist(3), artist(4), artist(5), artist(6, null)])).toMatchObject(
      {
        extra: 0,
      },
    );
    expect(collageLayout([1, 2, 3, 4, 5].map((n) => artist(n))).extra).toBe(1);
  });

  it('shows a placeholder without images', () => {
    const { container } = render(<ArtistCollage shape="wide" artists={[artist(1, null)]} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).not.toBeNull();
  });
});

describe('GenreBadges', () => {
  it('shows at most two badges, then +N', () => {
    render(<GenreBadges genres={[1, 2, 3, 4, 5].map(genre)} />);
    expect(screen.getByText('Genre 1')).toBeInTheDocument();
    expect(screen.getByText('Genre 2')).toBeInTheDocument();
    expect(screen.queryByText('Genre 3')).not.toBeInTheDocument();
    expect(screen.getByText('+3')).toBeInTheDocument();
  });

  it('has no +N with two genres', () => {
    render(<GenreBadges genres={[1, 2].map(genre)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(/^\+/)).not.toBeInTheDocument();
  });

  it('renders nothing without genres', () => {
    const { container } = render(<GenreBadges genres={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('merges the genres of several artists without duplicates', () => {
    expect(
      distinctGenres([
        [genre(1), genre(2)],
        [genre(2), genre(3)],
      ]).map((g) => g.id),
    ).toEqual(['G1', 'G2', 'G3']);
  });
});
