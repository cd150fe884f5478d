import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import { AppShell, AppShellFallback, appShellLoader, shouldRevalidateShell } from '../components/layout/AppShell';
import type { BackHandle } from '../components/layout/HeaderBackButton';
import { Placeholder } from '../components/layout/Placeholder';
import { SignInDialogProvider } from '../components/layout/SignInDialogProvider';
import { usesFestivalSubdomains, type HostInfo } from '../lib/host';
import { EditionIndex, EditionLayoutRoute, editionLayoutLoader, shouldRevalidateEdition } from './EditionLayoutRoute';
import { EditionListRoute, editionListLoader } from './EditionListRoute';
import { EditionErrorBoundary, NotFoundPage, RouterErrorPage } from './errors';
import { FestivalListRoute, festivalListLoader } from './FestivalListRoute';
import { FestivalRedirectRoute } from './FestivalRedirectRoute';
import { adminRoutes } from './admin/routes';
import { scheduleChildren } from './schedule/routes';
import { setDetailLoader, setsLoader, shouldRevalidateSets } from './setLoaders';

// The route table of visitor-app.md §2. Screens owned by later work are honest placeholders.

function editionChildren(environment: Environment, host: HostInfo): RouteObject[] {
  const child = (route: RouteObject): RouteObject => ({ ...route, errorElement: <EditionErrorBoundary /> });
  return [
    // During the festival's days (its nights included) the first screen is Now (EditionIndex).
    child({ index: true, Component: EditionIndex }),
    child({
      path: 'now',
      lazy: () => import('./NowRoute').then((m) => ({ loader: m.nowLoader(environment, host), Component: m.NowRoute })),
    }),
    // The voting screens load as their own chunks (the edition layout shows meanwhile); their
    // loaders are here, so the query and the chunk load side by side.
    child({
      path: 'sets',
      loader: setsLoader(environment, host),
      shouldRevalidate: shouldRevalidateSets,
      lazy: () => import('./SetsRoute').then((m) => ({ Component: m.SetsRoute })),
    }),
    child({
      path: 'sets/:setSlug',
      loader: setDetailLoader(environment, host),
      lazy: () => import('./SetDetailRoute').then((m) => ({ Component: m.SetDetailRoute })),
    }),
    child({
      path: 'schedule',
      // One query for both views, loaded by this (lazy) route; each view is its own chunk too.
      lazy: () =>
        import('./schedule/ScheduleRoute').then((m) => ({
          loader: m.scheduleLoader(environment, host),
          shouldRevalidate: m.shouldRevalidateSchedule,
          Component: m.ScheduleRoute,
        })),
      children: scheduleChildren(),
    }),
    child({
      path: 'map',
      // The Map tab (routes/map): its own chunk, with its query's loader.
      lazy: () =>
        import('./map/MapRoute').then((m) => ({
          loader: m.mapLoader(environment, host),
          shouldRevalidate: m.shouldRevalidateMap,
          Component: m.MapRoute,
        })),
    }),
    child({
      path: 'recap',
      // The viewer's recap (issue 36): its own chunk.
      lazy: () =>
        import('./recap/RecapRoute').then((m) => ({ loader: m.recapLoader(environment, host), Component: m.RecapRoute })),
    }),
    child({ path: 'info', element: <Placeholder title="Info" text="Coming soon." /> }),
    child({ path: 'social', element: <Placeholder title="Social" text="Coming soon." /> }),
  ];
}

function editionRoute(path: string, environment: Environment, host: HostInfo): RouteObject {
  return {
    path,
    loader: editionLayoutLoader(environment, host),
    shouldRevalidate: shouldRevalidateEdition,
    Component: EditionLayoutRoute,
    errorElement: <EditionErrorBoundary />,
    children: editionChildren(environment, host),
  };
}

export function createRoutes(environment: Environment, host: HostInfo): RouteObject[] {
  const onFestivalSite = host.kind === 'festival';
  const festivalPage: Pick<RouteObject, 'loader' | 'Component'> = {
    loader: editionListLoader(environment, host),
    Component: EditionListRoute,
  };
  const home: RouteObject = onFestivalSite
    ? { index: true, ...festivalPage }
    : { index: true, loader: festivalListLoader(environment), Component: FestivalListRoute };

  return [
    {
      path: '/',
      loader: appShellLoader(environment),
      shouldRevalidate: shouldRevalidateShell,
      // One sign-in dialog for the page: the header and anonymous votes open it (useSignInDialog).
      Component: () => (
        <SignInDialogProvider>
          <AppShell />
        </SignInDialogProvider>
      ),
      errorElement: <RouterErrorPage />,
      // Loaders return at once (query refs): this shows while the first screen's chunk loads.
      HydrateFallback: AppShellFallback,
      // Only the loaders' query refs travel through the router: no server-side hydration here.
      children: [
        home,
        // With festival subdomains (a real domain), festival addresses of the main site move there.
        ...(usesFestivalSubdomains(host)
          ? [{ path: 'festivals/:festivalSlug/*', Component: FestivalRedirectRoute }]
          : [
              { path: 'festivals/:festivalSlug', ...festivalPage },
              editionRoute('festivals/:festivalSlug/editions/:editionSlug', environment, host),
            ]),
        // On a festival subdomain the edition family has no /festivals/{slug} prefix.
        ...(onFestivalSite ? [editionRoute('editions/:editionSlug', environment, host)] : []),
        {
          // Magic-link landing; its own chunk, since few page views need it.
          path: 'auth/magic',
          lazy: () => import('./MagicLinkRoute').then((m) => ({ Component: m.MagicLinkRoute })),
        },
        // Group screens: their own chunks (routes/groups).
        {
          path: 'groups',
          handle: { back: { to: '/' } } satisfies BackHandle,
          lazy: () =>
            import('./groups/GroupsRoute').then((m) => ({ loader: m.groupsLoader(environment), Component: m.GroupsRoute })),
        },
        {
          path: 'groups/:groupId',
          lazy: () =>
            import('./groups/GroupRoute').then((m) => ({ loader: m.groupLoader(environment), Component: m.GroupRoute })),
        },
        // The admin area (routes/admin): every screen its own chunk (React.lazy).
        ...adminRoutes(environment),
        // The viewer's profile and own data (routes/profile), and the legal pages (routes/legal).
        {
          path: 'profile',
          handle: { back: { to: '/' } } satisfies BackHandle,
          lazy: () =>
            import('./profile/ProfileRoute').then((m) => ({ loader: m.profileLoader(environment), Component: m.ProfileRoute })),
        },
        // The viewer's notifications (routes/notify; issue 29).
        {
          path: 'notifications',
          handle: { back: { to: '/' } } satisfies BackHandle,
          lazy: () =>
            import('./notify/NotificationsRoute').then((m) => ({
              loader: m.notificationsLoader(environment),
              Component: m.NotificationsRoute,
            })),
        },
        { path: 'privacy', lazy: () => import('./legal/PrivacyRoute').then((m) => ({ Component: m.PrivacyRoute })) },
        { path: 'terms', lazy: () => import('./legal/TermsRoute').then((m) => ({ Component: m.TermsRoute })) },
        { path: 'cookies', lazy: () => import('./legal/CookiePolicyRoute').then((m) => ({ Component: m.CookiePolicyRoute })) },
        { path: '*', Component: NotFoundPage },
      ],
    },
  ];
}
