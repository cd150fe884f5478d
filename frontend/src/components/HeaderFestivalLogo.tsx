import { useEffect, useSyncExternalStore, type RefObject } from 'react';

// The festival logo in the fixed header appears once the page's own title and logo have scrolled
// out of view (visitor-app.md §2, switch at an 80 px margin). The edition header reports its
// festival and whether its title is visible; the app header only reads that.

type State = { name: string; logoUrl: string } | null;

export const HEADER_LOGO_MARGIN_PX = 80;

let state: State = null;
const listeners = new Set<() => void>();

function setState(next: State) {
  if (next === state || (next && state && next.name === state.name && next.logoUrl === state.logoUrl)) return;
  state = next;
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Watches `target` (the page title and logo): while it is more than 80 px out of view at the top,
 * the header shows the festival's logo.
 */
export function useHeaderLogoTarget(target: RefObject<Element | null>, name: string, logoUrl: string | null) {
  useEffect(() => {
    const el = target.current;
    if (!el || !logoUrl || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        // Out of view above the margin (scrolled past), not below the fold.
        const scrolledPast = !entry.isIntersecting && entry.boundingClientRect.top < HEADER_LOGO_MARGIN_PX;
        setState(scrolledPast ? { name, logoUrl } : null);
      },
      { rootMargin: `-${HEADER_LOGO_MARGIN_PX}px 0px 0px 0px` },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      setState(null);
    };
  }, [target, name, logoUrl]);
}

/** The header's slot: the festival logo, only while the page's own one is scrolled away. */
export function HeaderFestivalLogo() {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => null,
  );
  if (!current) return null;
  return (
    <img
      src={current.logoUrl}
      // Inside the product title link: decorative, so the link keeps its name.
      alt=""
      title={current.name}
      data-testid="header-festival-logo"
      className="h-8 w-8 shrink-0 rounded-md object-contain"
    />
  );
}
