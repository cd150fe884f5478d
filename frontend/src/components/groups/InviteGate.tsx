import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingText } from '../layout/LoadingText';

// The invite flow loads only when an address carries ?invite= (few page views do).
const InviteFlow = lazy(() => import('./InviteFlow').then((m) => ({ default: m.InviteFlow })));

/**
 * Any page opened with ?invite={token} handles the invite first, in place of the page: signed-out
 * visitors see the invite screen (or why the link is invalid), signed-in users join at once. The
 * page itself shows once the parameter is gone (the flow removes it), so pages that redirect on
 * load (a single festival or edition) cannot drop the token before it is used.
 */
export function InviteGate({ children }: { children: ReactNode }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('invite');
  if (!token) return children;
  return (
    <Suspense fallback={<LoadingText>Validating invite...</LoadingText>}>
      <InviteFlow key={token} token={token} />
    </Suspense>
  );
}
