import { cn } from '../../lib/cn';
import type { MapSize, Point } from '../../lib/map/geometry';

// Marks over the site map besides the stages: the visitor ("You"), crew members, points of
// interest, private pins and meeting points. Places are map metres; an accuracy circle (metres)
// is an SVG circle (attributes, no inline style), a mark's place is set through the style
// property (the CSSOM, which the Content-Security-Policy allows), as the stage pins are.

export type MapMarkKind = 'me' | 'member' | 'poi' | 'pin' | 'meeting';

export type MapMark = {
  id: string;
  kind: MapMarkKind;
  position: Point;
  /** Shown beside the mark ("Sam · 2 min ago"). */
  text?: string;
  /** A glyph for places ("💧"). */
  icon?: string;
  /** What a screen reader says (and the button's name when onSelect is given). */
  label: string;
  /** The position's accuracy radius (map metres): a circle over 100 m. */
  accuracyMeters?: number;
  /** Only the circle, no dot (a member's position worse than 100 m). */
  approximate?: boolean;
  onSelect?: () => void;
  selected?: boolean;
};

const DOT: Record<MapMarkKind, string> = {
  me: 'h-4 w-4 rounded-full border-2 border-white bg-sky-500 shadow',
  member: 'h-3.5 w-3.5 rounded-full border-2 border-white bg-emerald-500 shadow',
  poi: 'rounded bg-slate-950/85 px-0.5 text-sm leading-5',
  pin: 'rounded bg-amber-900/90 px-0.5 text-sm leading-5',
  meeting: 'rounded bg-rose-900/90 px-0.5 text-sm leading-5',
};

const CIRCLE_OVER_METERS = 100;

export function MapMarks({ marks, size, pixelsPerMeter }: { marks: ReadonlyArray<MapMark>; size: MapSize; pixelsPerMeter: number }) {
  const px = (m: Point) => ({
    x: m.x * pixelsPerMeter,
    y: m.y * pixelsPerMeter,
  });
  const circles = marks.filter((m) => (m.accuracyMeters ?? 0) > CIRCLE_OVER_METERS || m.approximate);
  return (
    <>
      {circles.length > 0 && (
        <svg
          className="pointer-events-none absolute inset-0 h-full w-full"
          viewBox={`0 0 ${size.widthPx} ${size.heightPx}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {circles.map((m) => {
            const p = px(m.position);
            return (
              <circle
                key={m.id}
                data-testid={`accuracy-${m.kind}`}
                cx={p.x}
                cy={p.y}
                r={Math.max(4, (m.accuracyMeters ?? 0) * pixelsPerMeter)}
                fill={m.kind === 'me' ? 'rgb(14 165 233 / 0.15)' : 'rgb(16 185 129 / 0.15)'}
                stroke={m.kind === 'me' ? 'rgb(56 189 248)' : 'rgb(52 211 153)'}
                strokeWidth={Math.max(1, size.widthPx / 400)}
              />
            );
          })}
        </svg>
      )}
      {marks.map((m) => {
        const p = px(m.position);
        const inside = p.x >= 0 && p.y >= 0 && p.x <= size.widthPx && p.y <= size.heightPx;
        if (!inside) return null;
        const place = {
          left: `${(p.x / size.widthPx) * 100}%`,
          top: `${(p.y / size.heightPx) * 100}%`,
        };
        const glyph = m.kind === 'me' || m.kind === 'member' ? null : m.icon;
        const body = (
          <>
            {!(m.approximate && m.kind === 'member') && (
              <span aria-hidden="true" className={cn('block', DOT[m.kind], m.selected && 'ring-2 ring-amber-300')}>
                {glyph}
              </span>
            )}
            {m.text && (
              <span
                aria-hidden="true"
                className="absolute top-6 max-w-[8rem] truncate rounded bg-slate-950/85 px-1 text-[10px] whitespace-nowrap text-white"
              >
                {m.text}
              </span>
            )}
          </>
        );
        const common = 'absolute flex -translate-x-1/2 -translate-y-1/2 flex-col items-center';
        if (m.onSelect) {
          return (
            <button
              key={m.id}
              type="button"
              aria-label={m.label}
              aria-pressed={m.selected ?? false}
              onClick={m.onSelect}
              data-mark={m.kind}
              className={cn(
                common,
                'h-9 min-w-9 justify-center rounded focus-visible:ring-2 focus-visible:ring-violet-300 focus-visible:outline-none',
              )}
              style={place}
            >
              {body}
            </button>
          );
        }
        return (
          <span key={m.id} role="img" aria-label={m.label} data-mark={m.kind} className={cn(common, 'pointer-events-none')} style={place}>
            {body}
          </span>
        );
      })}
    </>
  );
}
