import { useLocation, useMatches, useNavigate } from 'react-router';
import { Button } from '../ui/button';

/** A route's `handle.back`: the header then shows a Back button (label 'Back' unless given). */
export type BackHandle = { back: { label?: string; /** Where Back leads when the app has no page to go back to. */ to: string } };

function backOf(handle: unknown): BackHandle['back'] | undefined {
  return (handle as Partial<BackHandle> | undefined)?.back;
}

/**
 * The header's optional Back button, for routes that declare `handle.back`: it returns to the
 * previous page of the app, or to the route's `to` when the page was opened directly.
 */
export function HeaderBackButton() {
  const back = useMatches()
    .map((m) => backOf(m.handle))
    .findLast(Boolean);
  const navigate = useNavigate();
  const location = useLocation();
  if (!back) return null;
  // The first page of this visit has the key 'default': there is no page of ours to go back to.
  const onClick = () => (location.key === 'default' ? navigate(back.to) : navigate(-1));
  return (
    <Button variant="ghost" size="sm" onClick={() => void onClick()} className="shrink-0 px-2">
      <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M19 12H5M12 19l-7-7 7-7" />
      </svg>
      {back.label ?? 'Back'}
    </Button>
  );
}
