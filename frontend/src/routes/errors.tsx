import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useLocation, useNavigate, useNavigation, useRouteError } from 'react-router';
import { MessagePage } from '../components/layout/MessagePage';
import { Button, buttonClasses } from '../components/ui/button';

function errorMessage(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return error.statusText || (typeof error.data === 'string' ? error.data : undefined);
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return undefined;
}

/** Last-resort page of the router (errorElement of the root route). */
export function RouterErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-950 p-6 text-slate-100">
      <div className="max-w-lg text-center">
        <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
        <p className="mt-3 text-slate-400">
          {isRouteErrorResponse(error)
            ? `${error.status} ${error.statusText}`
            : (errorMessage(error) ?? 'Unknown error')}
        </p>
        <a href="/" className={buttonClasses('primary', 'md', 'mt-6')}>
          Go home
        </a>
      </div>
    </div>
  );
}

/**
 * Loads the current address again: its loaders run (new queries) and, being a new location, the
 * router's error boundaries let go of the error. (A revalidation alone re-runs the loaders, but
 * ours return at once, so the boundary never sees it start and keeps showing the error.)
 */
export function useRetryRoute(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  return () =>
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: location.state, preventScrollReset: true },
    );
}

/** The edition's error boundary: wraps each child route (and the edition layout itself). */
export function EditionErrorBoundary() {
  const error = useRouteError();
  const retry = useRetryRoute();
  const navigation = useNavigation();
  useEffect(() => console.error(error), [error]);
  return (
    <MessagePage
      role="alert"
      title="Something went wrong"
      actions={
        <Button onClick={retry} disabled={navigation.state === 'loading'}>
          Try Again
        </Button>
      }
    >
      <p>{errorMessage(error) || 'An unexpected error occurred'}</p>
    </MessagePage>
  );
}

export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <MessagePage title="404">
      <p className="text-xl">Oops! Page not found</p>
      <Link to="/" className="mt-4 inline-block text-violet-300 underline underline-offset-4 hover:text-violet-200">
        Return to Home
      </Link>
    </MessagePage>
  );
}
