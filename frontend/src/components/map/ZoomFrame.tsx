import { useRef, useState, type CSSProperties, type PointerEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';

// The visitor's map zooms and pans: two fingers pinch and move it, one finger pans it once zoomed
// (at 1× one finger scrolls the page), and + / − / reset buttons do the same by keyboard. The
// transform is set through the element's style property (the CSSOM), which the
// Content-Security-Policy allows, as the pins' places are.

const MAX_SCALE = 4;

type View = { s: number; tx: number; ty: number };
type Pinch = { dist: number; mid: { x: number; y: number }; view: View };

/** Clamps a view so the map always covers its frame. */
export function clampView(v: View, width: number, height: number): View {
  const s = Math.min(MAX_SCALE, Math.max(1, v.s));
  const clamp = (t: number, size: number) => Math.min(0, Math.max(size * (1 - s), t));
  return { s, tx: clamp(v.tx, width), ty: clamp(v.ty, height) };
}

/** Zooms a view by `factor` around the point `at` (frame pixels). */
export function zoomAround(v: View, factor: number, at: { x: number; y: number }, width: number, height: number): View {
  const s = Math.min(MAX_SCALE, Math.max(1, v.s * factor));
  const cx = (at.x - v.tx) / v.s;
  const cy = (at.y - v.ty) / v.s;
  return clampView({ s, tx: at.x - cx * s, ty: at.y - cy * s }, width, height);
}

/** The map's frame: zooms and pans its children when enabled, with the buttons. */
export function ZoomFrame({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [view, setView] = useState<View>({ s: 1, tx: 0, ty: 0 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<Pinch | null>(null);
  const last = useRef<{ x: number; y: number } | null>(null);

  const frame = () => {
    const box = element?.parentElement?.getBoundingClientRect();
    return {
      left: box?.left ?? 0,
      top: box?.top ?? 0,
      width: box?.width ?? 0,
      height: box?.height ?? 0,
    };
  };
  const startPinch = () => {
    const [a, b] = [...pointers.current.values()];
    if (!a || !b) return;
    const f = frame();
    pinch.current = {
      dist: Math.hypot(a.x - b.x, a.y - b.y) || 1,
      mid: { x: (a.x + b.x) / 2 - f.left, y: (a.y + b.y) / 2 - f.top },
      view,
    };
  };

  const handlers = enabled
    ? {
        onPointerDown: (e: PointerEvent) => {
          if (e.pointerType === 'mouse') return;
          pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
          last.current = { x: e.clientX, y: e.clientY };
          if (pointers.current.size === 2) startPinch();
        },
        onPointerMove: (e: PointerEvent) => {
          if (!pointers.current.has(e.pointerId)) return;
          pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
          const f = frame();
          if (pointers.current.size >= 2 && pinch.current) {
            const [a, b] = [...pointers.current.values()];
            const p = pinch.current;
            const mid = {
              x: (a.x + b.x) / 2 - f.left,
              y: (a.y + b.y) / 2 - f.top,
            };
            const s = p.view.s * (Math.hypot(a.x - b.x, a.y - b.y) / p.dist);
            const cx = (p.mid.x - p.view.tx) / p.view.s;
            const cy = (p.mid.y - p.view.ty) / p.view.s;
            setView(clampView({ s, tx: mid.x - cx * s, ty: mid.y - cy * s }, f.width, f.height));
          } else if (pointers.current.size === 1 && view.s > 1 && last.current) {
            const dx = e.clientX - last.current.x;
            const dy = e.clientY - last.current.y;
            setView((v) => clampView({ ...v, tx: v.tx + dx, ty: v.ty + dy }, f.width, f.height));
          }
          last.current = { x: e.clientX, y: e.clientY };
        },
        onPointerUp: (e: PointerEvent) => end(e.pointerId),
        onPointerCancel: (e: PointerEvent) => end(e.pointerId),
      }
    : {};
  const end = (id: number) => {
    pointers.current.delete(id);
    pinch.current = null;
    const rest = [...pointers.current.values()][0];
    last.current = rest ?? null;
  };

  const by = (factor: number) => {
    const f = frame();
    setView((v) => zoomAround(v, factor, { x: f.width / 2, y: f.height / 2 }, f.width, f.height));
  };
  const style: CSSProperties | undefined =
    enabled && view.s !== 1 ? { transform: `translate(${view.tx}px, ${view.ty}px) scale(${view.s})` } : undefined;
  const zoomed = view.s > 1;
  return (
    <>
      <div
        ref={setElement}
        className={cn('relative w-full origin-top-left', enabled && (zoomed ? 'touch-none' : 'touch-pan-y'))}
        style={style}
        {...handlers}
      >
        {children}
      </div>
      {enabled && (
        <div role="group" aria-label="Zoom the map" className="absolute right-2 bottom-2 flex gap-1">
          <Button size="sm" variant="outline" aria-label="Zoom in" onClick={() => by(1.5)} disabled={view.s >= MAX_SCALE}>
            +
          </Button>
          <Button size="sm" variant="outline" aria-label="Zoom out" onClick={() => by(1 / 1.5)} disabled={!zoomed}>
            −
          </Button>
          {zoomed && (
            <Button size="sm" variant="outline" onClick={() => setView({ s: 1, tx: 0, ty: 0 })}>
              Reset
            </Button>
          )}
        </div>
      )}
    </>
  );
}
