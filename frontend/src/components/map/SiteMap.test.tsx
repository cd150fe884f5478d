import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SiteMap } from './SiteMap';
import { StageWalkList } from './StageWalkList';

const size = { widthPx: 800, heightPx: 400, widthMeters: 400 };
const pins = [
  { id: 'a', name: 'Main', position: { x: 100, y: 100 }, label: 'Main. Now: Alpha' },
  { id: 'b', name: 'Tent', position: { x: 300, y: 100 } },
  { id: 'c', name: 'Grove', position: null },
];

describe('SiteMap', () => {
  it('puts a labelled pin button per placed stage, at its place in percent of the image', () => {
    const onSelect = vi.fn();
    render(<SiteMap url="/uploads/map.png" size={size} pins={pins} onSelect={onSelect} selectedId="b" />);
    const main = screen.getByRole('button', { name: 'Main. Now: Alpha' });
    expect(main.style.left).toBe('25%'); // 100 m = 200 px of 800
    expect(main.style.top).toBe('50%');
    expect(screen.getByRole('button', { name: 'Tent' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Grove' })).toBeNull();
    fireEvent.click(main);
    expect(onSelect).toHaveBeenCalledWith('a');
  });

  it('draws the route between the stages in order, with the walk', () => {
    const { container } = render(
      <SiteMap url="/m.png" size={size} pins={pins} route={{ stageIds: ['a', 'b', 'c', 'a'], minutes: [0, 3, 10, 10] }} />,
    );
    expect(container.querySelector('polyline')?.getAttribute('points')).toBe('200,200 600,200 200,200');
    expect(screen.getAllByText('3 min')).toHaveLength(1);
  });

  it('draws no route without a scale', () => {
    const { container } = render(
      <SiteMap url="/m.png" size={{ ...size, widthMeters: 0 }} pins={pins} route={{ stageIds: ['a', 'b'], minutes: [0, 3] }} />,
    );
    expect(container.querySelector('polyline')).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('StageWalkList', () => {
  it('lists the walk to every other stage by the server rule', () => {
    render(
      <StageWalkList
        title="Stages"
        stages={[{ id: 'a', name: 'Main', position: { x: 0, y: 0 } }]}
        allStages={[
          { id: 'a', name: 'Main', position: { x: 0, y: 0 } },
          { id: 'b', name: 'Tent', position: { x: 300, y: 400 } },
          { id: 'c', name: 'Grove', position: null },
        ]}
        walking={{ metersPerMinute: 70, defaultMinutes: 10 }}
        describe={() => ['Nothing on now']}
      />,
    );
    expect(screen.getByText('Walk: Tent 8 min · Grove 10 min')).toBeTruthy();
  });
});
