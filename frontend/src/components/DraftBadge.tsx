import { Badge } from './ui/badge';

/**
 * Marks an unpublished festival or edition. Only admins are ever served those (the server hides
 * drafts from everyone else), so visitors never see this badge.
 */
export function DraftBadge({ published }: { published: boolean }) {
  if (published) return null;
  return (
    <Badge variant="outline" className="ml-1 border-amber-500/60 align-middle text-amber-200">
      Draft
    </Badge>
  );
}
