import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { FestivalCard_festival$key } from '../__generated__/FestivalCard_festival.graphql';
import { displayUrl } from '../lib/format';
import { festivalPath, festivalSubdomainUrl } from '../lib/host';
import { useHost } from '../lib/useHost';
import { Badge } from './ui/badge';
import { DraftBadge } from './DraftBadge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

const cardLinkClass =
  'group block rounded-xl focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:ring-offset-2 focus-visible:ring-offset-slate-950 focus-visible:outline-none';

export function FestivalCard({ festival }: { festival: FestivalCard_festival$key }) {
  const data = useFragment(
    graphql`
      fragment FestivalCard_festival on Festival {
        name
        slug
        description
        websiteUrl
        published
      }
    `,
    festival,
  );
  const host = useHost();

  const body = (
    <Card className="h-full transition-colors group-hover:border-violet-500/60 group-hover:bg-slate-900">
      <CardHeader>
        <CardTitle>
          {data.name} <DraftBadge published={data.published} />
        </CardTitle>
        {data.description && <CardDescription>{data.description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {/* Plain text: the whole card is the link, and links cannot nest. */}
        {data.websiteUrl && <p className="truncate text-sm text-violet-300">{displayUrl(data.websiteUrl)}</p>}
        <div className="flex flex-wrap gap-2">
          <Badge variant="violet">Music Festival</Badge>
          <Badge variant="outline">Community Voting</Badge>
        </div>
      </CardContent>
    </Card>
  );

  // On a festival subdomain, another festival lives on its own subdomain.
  if (host.kind === 'festival') {
    return (
      <a href={festivalSubdomainUrl(data.slug, host.appDomain)} className={cardLinkClass}>
        {body}
      </a>
    );
  }
  return (
    <Link to={festivalPath(data.slug, host)} className={cardLinkClass}>
      {body}
    </Link>
  );
}
