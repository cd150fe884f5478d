import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { GroupCard_group$key } from '../../__generated__/GroupCard_group.graphql';
import { Badge } from '../ui/badge';
import { Card } from '../ui/card';

/** A group in the groups list: name, description, member count; 'All Groups' marks membership. */
export function GroupCard({ group, showMembership }: { group: GroupCard_group$key; showMembership?: boolean }) {
  const data = useFragment(
    graphql`
      fragment GroupCard_group on Group {
        id
        name
        description
        memberCount
        isMember
      }
    `,
    group,
  );
  return (
    <Card className="relative h-full p-5 transition-colors focus-within:ring-2 focus-within:ring-violet-400 hover:border-slate-600">
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 text-lg font-semibold break-words text-white">
          {/* The link covers the card (after:), so the whole card is one click or tap target. */}
          <Link
            to={`/groups/${encodeURIComponent(data.id)}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {data.name}
          </Link>
        </h2>
        {showMembership &&
          (data.isMember ? <Badge variant="green">Member</Badge> : <Badge variant="outline">Not Member</Badge>)}
      </div>
      {data.description && <p className="mt-1 text-sm break-words text-slate-400">{data.description}</p>}
      <p className="mt-3 text-sm text-slate-300">
        {data.memberCount} {data.memberCount === 1 ? 'member' : 'members'}
      </p>
    </Card>
  );
}
