import { useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { EditionHeader_edition$key } from '../__generated__/EditionHeader_edition.graphql';
import { DraftBadge } from './DraftBadge';
import { useHeaderLogoTarget } from './HeaderFestivalLogo';
import { Button } from './ui/button';

/** The edition's header: festival logo and name, edition name, and (signed in) the groups button. */
export function EditionHeader({ edition, signedIn }: { edition: EditionHeader_edition$key; signedIn: boolean }) {
  const data = useFragment(
    graphql`
      fragment EditionHeader_edition on Edition {
        name
        published
        festival {
          name
          published
          logoUrl
        }
      }
    `,
    edition,
  );
  const ref = useRef<HTMLDivElement>(null);
  useHeaderLogoTarget(ref, data.festival.name, data.festival.logoUrl ?? null);
  return (
    <div ref={ref} className="flex items-center gap-3 py-4">
      {data.festival.logoUrl && (
        <img
          src={data.festival.logoUrl}
          alt={`${data.festival.name} logo`}
          className="h-12 w-12 rounded-lg object-contain"
        />
      )}
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-2xl font-bold text-white">
          {data.festival.name} <DraftBadge published={data.festival.published} />
        </h1>
        <p className="truncate text-sm text-slate-400">
          {data.name} <DraftBadge published={data.published} />
        </p>
      </div>
      {signedIn && (
        <Button asChild variant="outline" size="sm" className="shrink-0">
          <Link to="/groups">
            <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8M22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
            </svg>
            Groups
          </Link>
        </Button>
      )}
    </div>
  );
}
