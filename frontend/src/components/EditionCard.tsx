import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { EditionCard_edition$key } from '../__generated__/EditionCard_edition.graphql';
import { EDITION_STATUS_LABEL, editionStatus, type EditionStatus } from '../lib/editionStatus';
import { formatDateRange } from '../lib/format';
import { editionBasePath } from '../lib/host';
import { useHost } from '../lib/useHost';
import { Badge, type BadgeVariant } from './ui/badge';
import { buttonClasses } from './ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './ui/card';
import { DraftBadge } from './DraftBadge';

const STATUS_VARIANT: Record<EditionStatus, BadgeVariant> = { upcoming: 'blue', live: 'green', ended: 'gray' };

export function EditionCard({ edition, festivalSlug }: { edition: EditionCard_edition$key; festivalSlug: string }) {
  const data = useFragment(
    graphql`
      fragment EditionCard_edition on Edition {
        name
        published
        slug
        year
        description
        location
        startDate
        endDate
        timeZone
        isActive
      }
    `,
    edition,
  );
  const host = useHost();
  const status = editionStatus(data);
  const dates = formatDateRange(data.startDate, data.endDate);

  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle>
            {data.name} <DraftBadge published={data.published} />
          </CardTitle>
          <span className="text-sm text-slate-400">{data.year}</span>
        </div>
        {data.description && <CardDescription>{data.description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm text-slate-300">
        {dates && <p>{dates}</p>}
        {data.location && <p>{data.location}</p>}
        <div className="flex flex-wrap gap-2">
          <Badge variant={STATUS_VARIANT[status]}>{EDITION_STATUS_LABEL[status]}</Badge>
          {data.isActive && <Badge variant="violet">Active</Badge>}
          <Badge variant="outline">Community Voting</Badge>
        </div>
      </CardContent>
      <CardFooter>
        <Link
          to={editionBasePath(festivalSlug, data.slug, host)}
          className={buttonClasses('primary', 'md', 'w-full')}
          aria-label={`Select Edition ${data.name}`}
        >
          Select Edition
        </Link>
      </CardFooter>
    </Card>
  );
}
