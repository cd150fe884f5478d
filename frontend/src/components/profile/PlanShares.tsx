import { graphql, useFragment } from 'react-relay';
import type { PlanShares_viewer$key } from '../../__generated__/PlanShares_viewer.graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useRevokePlanShare } from '../../mutations/useRevokePlanShareMutation';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

// The viewer's share links (plans, crew plans, recaps), with when each was last opened; revoking
// one makes its page answer 404.
const fragment = graphql`
  fragment PlanShares_viewer on Viewer {
    planShares {
      id
      kind
      createdAt
      lastOpenedAt
      group {
        name
      }
      edition {
        name
        festival {
          name
        }
      }
    }
  }
`;

function when(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleString() : 'never';
}

export function PlanShares({ viewer }: { viewer: PlanShares_viewer$key }) {
  // A profile restored offline from an older snapshot may not hold the links yet; a revoked
  // link's record is deleted from the store (@deleteRecord), leaving a hole in the list.
  const planShares = (useFragment(fragment, viewer).planShares ?? []).filter(Boolean);
  const [revoke, isPending] = useRevokePlanShare();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Shared links</CardTitle>
        <CardDescription>Links to your plans and recaps. Anyone with a link sees its sets, never your votes.</CardDescription>
      </CardHeader>
      <CardContent>
        {planShares.length === 0 ? (
          <p className="text-sm text-slate-400">You have not shared anything.</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Shared links">
            {planShares.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-200">
                <span>
                  {s.edition ? `${s.edition.festival.name} ${s.edition.name}` : 'An edition'} ·{' '}
                  {s.kind === 'RECAP' ? 'recap' : s.group ? `crew plan of ${s.group.name}` : 'my plan'}
                  <span className="block text-xs text-slate-400">
                    Made {when(s.createdAt)} · last opened {when(s.lastOpenedAt)}
                  </span>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={isPending}
                  onClick={() =>
                    revoke(s.id).then(
                      () => toast.success('Link revoked'),
                      (error: unknown) => toast.error('Failed to revoke', { description: errorMessage(error, 'Failed to revoke') }),
                    )
                  }
                >
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
