import { useRef } from 'react';
import { DraftBadge } from './DraftBadge';
import { graphql, useFragment } from 'react-relay';
import type { EditionHeader_edition$key } from '../__generated__/EditionHeader_edition.graphql';
import { useHeaderLogoTarget } from './HeaderFestivalLogo';

export function EditionHeader({ edition }: { edition: EditionHeader_edition$key }) {
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
      <div className="min-w-0">
        <h1 className="truncate text-2xl font-bold text-white">
          {data.festival.name} <DraftBadge published={data.festival.published} />
        </h1>
        <p className="truncate text-sm text-slate-400">
          {data.name} <DraftBadge published={data.published} />
        </p>
      </div>
    </div>
  );
}
