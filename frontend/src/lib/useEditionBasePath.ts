import { useParams } from 'react-router';
import { editionBasePath } from './host';
import { useHost } from './useHost';

/**
 * Base path of the open edition: /editions/{e} on its festival's subdomain, else
 * /festivals/{f}/editions/{e}. Links inside the edition family are built from it.
 */
export function useEditionBasePath(): string {
  const params = useParams();
  const host = useHost();
  const festivalSlug = params.festivalSlug ?? (host.kind === 'festival' ? host.festivalSlug : '');
  return editionBasePath(festivalSlug, params.editionSlug ?? '', host);
}
