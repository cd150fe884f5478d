// One polite live region for the page: screen readers read what is put here when they are idle,
// without moving focus. Many tallies change at once under live updates, so one region (the
// latest message wins) rather than a live region per set card, which would read them all.
let region: HTMLElement | null = null;
let pending: ReturnType<typeof setTimeout> | undefined;

export function announce(message: string) {
  if (typeof document === 'undefined') return;
  if (!region || !region.isConnected) {
    region = document.createElement('div');
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('data-testid', 'live-announcer');
    region.className = 'sr-only';
    document.body.appendChild(region);
  }
  const el = region;
  // Clearing first makes the same text (a second identical change) be read again.
  el.textContent = '';
  clearTimeout(pending);
  pending = setTimeout(() => {
    el.textContent = message;
  }, 100);
}
