import type { MouseEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { pixelsPerMeter, routeLegs, routePolyline, toPixels, type MapSize, type Point } from '../../lib/map/geometry';
import { MapMarks, type MapMark } from './MapMarks';
import { ZoomFrame } from './ZoomFrame';

export type { MapMark } from './MapMarks';

/** A stage's pin; `short` is shown under its name without a tap ("Now: Alpha", "18:00 Beta"). */
export type MapPin = { id: string; name: string; position: Point | null; label?: string; detail?: ReactNode; short?: string };

type Props = {
  url: string;
  size: MapSize;
  pins: ReadonlyArray<MapPin>;
  /** The route's stages in order (null: a set without a stage) and the minutes walked to each. */
  route?: { stageIds: ReadonlyArray<string | null>; minutes: ReadonlyArray<number> };
  selectedId?: string | null;
  onSelect?: (stageId: string) => void;
  /** Clicks on the image itself, in pixels of the stored image (the admin's placing). */
  onPlace?: (pixel: Point) => void;
  alt?: string;
  /** More on the map: the visitor, crew members, places, pins, meeting points (map metres). */
  marks?: ReadonlyArray<MapMark>;
  /** Two-finger zoom and pan (and + / − buttons): the visitor's map. */
  zoomable?: boolean;
};

/**
 * The site map image with a pin (a button) per placed stage and the route drawn over it. Pins and
 * the route are placed in the image's own pixels, so the map scales with the screen's width.
 */
export function SiteMap({ url, size, pins, route, selectedId, onSelect, onPlace, alt = 'Site map', marks = [], zoomable = false }: Props) {
  const placed = new Map<string, Point>();
  for (const pin of pins) {
    const p = pin.position && toPixels(pin.position, size);
    if (p) placed.set(pin.id, p);
  }
  const line = route ? routePolyline(route.stageIds, placed) : '';
  const legs = route ? routeLegs(route.stageIds, placed, route.minutes) : [];
  const stroke = Math.max(2, size.widthPx / 250);

  const place = (e: MouseEvent<HTMLElement>) => {
    if (!onPlace) return;
    const box = e.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onPlace({ x: ((e.clientX - box.left) / box.width) * size.widthPx, y: ((e.clientY - box.top) / box.height) * size.heightPx });
  };

  const scale = pixelsPerMeter(size) ?? 0;
  return (
    <div className="relative w-full overflow-hidden rounded-lg border border-slate-800 bg-slate-900">
      <ZoomFrame enabled={zoomable}>
      <img
        src={url}
        alt={alt}
        width={size.widthPx}
        height={size.heightPx}
        className={cn('block h-auto w-full select-none', onPlace && 'cursor-crosshair')}
        draggable={false}
        onClick={place}
      />
      {line && (
        <svg
          className="pointer-events-none absolute inset-0 h-full w-full"
          viewBox={`0 0 ${size.widthPx} ${size.heightPx}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          data-testid="plan-route"
        >
          <polyline
            points={line}
            fill="none"
            className="stroke-theme-map-route"
            strokeWidth={stroke}
            strokeLinejoin="round"
            strokeDasharray={`${stroke * 3} ${stroke * 2}`}
          />
        </svg>
      )}
      {legs.map((leg, i) => (
        <span
          key={i}
          className="pointer-events-none absolute -translate-x-1/2 -translate-y-1/2 rounded bg-violet-900/90 px-1 text-[11px] text-violet-100"
          style={pct((leg.from.x + leg.to.x) / 2, (leg.from.y + leg.to.y) / 2, size)}
        >
          {leg.minutes} min
        </span>
      ))}
      {pins.map((pin) => {
        const p = placed.get(pin.id);
        if (!p) return null;
        const selected = pin.id === selectedId;
        return [
          <button
            key={pin.id}
            type="button"
            aria-label={pin.label ?? pin.name}
            aria-pressed={onSelect ? selected : undefined}
            onClick={() => onSelect?.(pin.id)}
            className="group absolute flex h-11 w-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-violet-300 focus-visible:outline-none"
            style={pct(p.x, p.y, size)}
          >
            <span
              aria-hidden="true"
              className={cn(
                'block h-4 w-4 rounded-full border-2 border-white shadow',
                selected ? 'bg-theme-map-pin-selected' : 'bg-theme-map-pin group-hover:bg-violet-400',
              )}
            />
            <span
              aria-hidden="true"
              className="absolute top-9 max-w-[7rem] truncate rounded bg-theme-map-label-bg px-1 text-[11px] text-theme-map-label-text"
            >
              {pin.name}
            </span>
          </button>,
          // What is on now or next, without a tap: outside the button (its name says it in full).
          pin.short && (
            <span
              key={`${pin.id}-short`}
              aria-hidden="true"
              className="pointer-events-none absolute max-w-[8rem] -translate-x-1/2 translate-y-[2.1rem] truncate rounded bg-violet-950/90 px-1 text-[10px] text-violet-100"
              style={pct(p.x, p.y, size)}
            >
              {pin.short}
            </span>
          ),
        ];
      })}
      {scale > 0 && marks.length > 0 && <MapMarks marks={marks} size={size} pixelsPerMeter={scale} />}
      </ZoomFrame>
    </div>
  );
}

function pct(x: number, y: number, size: MapSize) {
  return { left: `${(x / size.widthPx) * 100}%`, top: `${(y / size.heightPx) * 100}%` };
}
