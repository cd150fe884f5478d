import { useEffect } from 'react';
import { useHost } from '../lib/useHost';

/**
 * 'Redirecting...' / 'Taking you to {festival}.{host}': moves the browser to `url`, an address on
 * the festival's own subdomain (see festivalRedirectUrl in lib/host).
 */
export function FestivalSubdomainRedirect({ festivalSlug, url }: { festivalSlug: string; url: string }) {
  const host = useHost();
  useEffect(() => {
    globalThis.location.replace(url);
  }, [url]);
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
