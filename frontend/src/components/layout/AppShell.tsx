import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Outlet, ScrollRestoration, useLoaderData, useLocation, useParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { AppShellQuery } from '../../__generated__/AppShellQuery.graphql';
import type { AppShell_viewer$key } from '../../__generated__/AppShell_viewer.graphql';
import {
  chooseTheme,
  currentTheme,
  knownThemeAt,
  onThemeChange,
  parseThemeChoice,
  reconcileTheme,
  saveThemeChoice,
  storedThemeChoice,
  themeUnsynced,
} from '../../lib/theme';
import { useSonnerLoaded } from '../../lib/toast';
import { useSetThemePreferenceMutation } from '../../mutations/useSetThemePreferenceMutation';
import { preloadRouteQuery } from '../../relay/preload';
import { CookieBanner } from '../consent/CookieBanner';
import { ErrorBoundary } from '../ErrorBoundary';
import { InviteGate } from '../groups/InviteGate';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingText } from './LoadingText';
import { EditionSkeleton } from './ShellSkeleton';

// Mounted once sonner has loaded (lib/toast): then this import resolves at once.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

// Only signed-in users who still need it ever load the onboarding dialog.
const OnboardingDialog = lazy(() => import('../OnboardingDialog').then((m) => ({ default: m.OnboardingDialog })));

// The shell's query: who is signed in (null = anonymous). Sign-in, sign-out and profile mutations
// update the root `viewer` in the store, so the header and onboarding follow without a refetch.
const query = graphql`
  query AppShellQuery {
    viewer {
      ...AppShell_viewer
    }
  }
`;

// Everything the shell shows about the viewer; the sign-in and profile mutations select it too.
const viewerFragment = graphql`
  fragment AppShell_viewer on Viewer {
    needsOnboarding
    theme
    themeChangedAt
    ...Header_viewer
    ...OnboardingDialog_viewer
  }
`;

export function appShellLoader(environment: Environment) {
  return () => ({
    queryRef: preloadRouteQuery<AppShellQuery>(environment, 'viewer', query, {}),
  });
}

/** Navigations keep the viewer; only an explicit revalidation (same address) refetches it. */
export function shouldRevalidateShell({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
}

export function AppShell() {
  const data = useLoaderData() as { queryRef?: PreloadedQuery<AppShellQuery> } | undefined;
  const queryRef = data?.queryRef;
  const header = queryRef ? (
    // While the viewer loads (or if it cannot be loaded) the header shows no account controls.
    <ErrorBoundary fallback={<Header viewer={null} />}>
      <Suspense fallback={<Header viewer={null} pending />}>
        <ViewerChrome queryRef={queryRef} />
      </Suspense>
    </ErrorBoundary>
  ) : (
    <Header viewer={null} />
  );
  return (
    <Page header={header}>
      <Suspense fallback={<LoadingText>Loading...</LoadingText>}>
        {/* ?invite= on any page: the invite is handled first (components/groups/InviteGate). */}
        <InviteGate>
          <Outlet />
        </InviteGate>
      </Suspense>
    </Page>
  );
}

/**
 * The shell while the first screen's code loads (the router's HydrateFallback): the same page
 * with the header's account controls and the screen still to come (an edition's placeholders on
 * its addresses). The cookie banner shows at once. It looks like index.html's static shell, which
 * it replaces.
 */
export function AppShellFallback() {
  const inEdition = isEditionPath(useLocation().pathname);
  return <Page header={<Header viewer={null} pending />}>{inEdition ? <EditionSkeleton /> : <LoadingText>Loading...</LoadingText>}</Page>;
}

/** An edition's address (index.html's inline script tells the same, for its static shell). */
export function isEditionPath(pathname: string) {
  return /\/editions\/[^/]+/.test(pathname);
}

function Page({ header, children }: { header: ReactNode; children: ReactNode }) {
  // Edition screens have a fixed bottom tab bar below 768px: keep the footer clear of it.
  const inEdition = Boolean(useParams().editionSlug);
  const showToaster = useSonnerLoaded();
  const theme = useSyncExternalStore(
    onThemeChange,
    () => currentTheme(),
    () => 'dark' as const,
  );
  return (
    <div className={`flex min-h-dvh flex-col bg-slate-950 text-slate-100 ${inEdition ? 'pb-16 md:pb-0' : ''}`}>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-violet-600 px-3 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {/* Fixed at the bottom, but early in the tab order: keyboard users reach it first. */}
      <CookieBanner />
      {header}
      <main id="main" className="flex-1 pt-14">
        {children}
      </main>
      <Footer />
      {/* A new page starts at the top; back and forward return to where the page was left. */}
      <ScrollRestoration />
      {/* sonner's defaults are the spec's toast constants (3 visible, 4000 ms, Alt+T ...). */}
      {/* On phones the edition tab bar is fixed at the bottom: toasts stay above it. */}
      {showToaster && (
        <Suspense fallback={null}>
          <Toaster theme={theme} richColors mobileOffset={inEdition ? { bottom: 80 } : undefined} />
        </Suspense>
      )}
    </div>
  );
}

function ViewerChrome({ queryRef }: { queryRef: PreloadedQuery<AppShellQuery> }) {
  const { viewer } = usePreloadedQuery<AppShellQuery>(query, queryRef);
  return viewer ? <SignedInChrome viewer={viewer} /> : <Header viewer={null} />;
}

function SignedInChrome({ viewer }: { viewer: AppShell_viewer$key }) {
  const data = useFragment(viewerFragment, viewer);
  useServerTheme(data.theme, data.themeChangedAt);
  return (
    <>
      <Header viewer={data} />
      {data.needsOnboarding && (
        <Suspense fallback={null}>
          <OnboardingDialog viewer={data} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The signed-in viewer's theme from the server (lib/theme.ts, reconcileTheme): adopted on this
 * device when it is newer than the choice the device knows (an older copy, from the saved
 * offline store, is not), and a choice made here that has not reached the server yet is sent.
 */
function useServerTheme(server: string | undefined, serverAt: string | null | undefined) {
  const [save] = useSetThemePreferenceMutation();
  useEffect(() => {
    if (server == null) return; // a viewer saved offline before the field existed
    const local = storedThemeChoice();
    const choice = parseThemeChoice(server);
    const action = reconcileTheme(local, themeUnsynced(), knownThemeAt(), choice, serverAt ?? null);
    if (action === 'adopt') chooseTheme(choice, false, serverAt);
    else if (action === 'push')
      save(local).then(
        (at) => saveThemeChoice(local, false, at),
        () => {},
      );
  }, [server, serverAt, save]);
}
