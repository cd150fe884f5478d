import { useEffect } from 'react';
import { festivalSubdomainUrl } from '../lib/host';
import { useHost } from '../lib/useHost';

/**
 * 'Redirecting...' / 'Taking you to {festival}.{host}': moves the browser to a festival's own
 * subdomain, at `path` there (the edition, set or schedule path without the /festivals prefix).
 */
export function FestivalSubdomainRedirect({ festivalSlug, path = '/' }: { festivalSlug: string; path?: string }) {
  const host = useHost();
  const target = festivalSubdomainUrl(festivalSlug, host.appDomain, path);
  useEffect(() => {
    window.location.replace(target);
  }, [target]);
  return (
    <div
      role="status"
      className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-2 px-4 text-center"
    >
      <h1 className="text-2xl font-bold text-white">Redirecting...</h1>
      <p className="text-slate-400">
        Taking you to {festivalSlug}.{host.appDomain}
      </p>
    </div>
  );
}
