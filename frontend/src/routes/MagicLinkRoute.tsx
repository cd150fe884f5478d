import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../lib/toast';
import { MessagePage } from '../components/layout/MessagePage';
import { Button, buttonClasses } from '../components/ui/button';
import { errorMessage } from '../lib/errors';
import { useVerifyMagicLinkMutation } from '../mutations/useVerifyMagicLinkMutation';

/** The token of `/auth/magic#token=...` (in the fragment, so it never reaches server logs). */
export function magicLinkToken(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

/**
 * Where to go after sign-in: a same-origin `returnTo` becomes a router path, another origin (a
 * festival subdomain) needs a full page load; nothing or garbage means home.
 */
export function returnDestination(
  returnTo: string | null | undefined,
  origin: string,
): { kind: 'route'; path: string } | { kind: 'load'; url: string } {
  if (!returnTo) return { kind: 'route', path: '/' };
  let url: URL;
  try {
    url = new URL(returnTo, origin);
  } catch {
    return { kind: 'route', path: '/' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'route', path: '/' };
  if (url.origin === origin) {
    // Never return to the landing page itself (its token is spent).
    if (url.pathname === '/auth/magic') return { kind: 'route', path: '/' };
    return { kind: 'route', path: url.pathname + url.search };
  }
  return { kind: 'load', url: url.href };
}

/**
 * Magic-link landing. Mail scanners prefetch links, so loading this page does nothing: only the
 * user's click on 'Sign in' spends the token.
 */
export function MagicLinkRoute() {
  const navigate = useNavigate();
  const [token] = useState(() => magicLinkToken(window.location.hash));
  const [failure, setFailure] = useState<string>();
  const [verify, verifying] = useVerifyMagicLinkMutation();

  // Take the token out of the address bar (history, screenshots, copy-paste) once it is read.
  useEffect(() => {
    if (window.location.hash) {
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    }
  }, []);

  const onSignIn = async () => {
    if (!token) return;
    setFailure(undefined);
    try {
      const result = await verify(token);
      toast.success('Success', { description: "Welcome! You're now signed in." });
      const next = returnDestination(result.returnTo, window.location.origin);
      if (next.kind === 'load') window.location.assign(next.url);
      else navigate(next.path, { replace: true });
    } catch (error) {
      setFailure(errorMessage(error, 'This sign-in link is not valid.'));
    }
  };

  const home = (
    <Link to="/" className={buttonClasses('outline')}>
      Go to the home page
    </Link>
  );

  if (!token) {
    return (
      <MessagePage title="Sign-in link incomplete" actions={home}>
        <p>This sign-in link has no token. Open the link from your e-mail again, or sign in with the 6-digit code.</p>
      </MessagePage>
    );
  }

  return (
    <MessagePage
      title="Sign in to the festival"
      role={failure ? 'alert' : undefined}
      actions={
        failure ? (
          home
        ) : (
          <Button size="lg" onClick={() => void onSignIn()} disabled={verifying}>
            {verifying ? 'Signing in...' : 'Sign in'}
          </Button>
        )
      }
    >
      {failure ? <p>{failure}</p> : <p>Click the button below to finish signing in.</p>}
    </MessagePage>
  );
}
