import { Navigate, Outlet, type RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import { AppShell } from '../components/layout/AppShell';
import { LoadingText } from '../components/layout/LoadingText';
import { Placeholder } from '../components/layout/Placeholder';
import type { HostInfo } from '../lib/host';
import { EditionLayoutRoute, editionLayoutLoader, shouldRevalidateEdition } from './EditionLayoutRoute';
import { EditionListRoute, editionListLoader } from './EditionListRoute';
import { EditionErrorBoundary, NotFoundPage, RouterErrorPage } from './errors';
import { FestivalListRoute, festivalListLoader } from './FestivalListRoute';

// The route table of visitor-app.md §2. Screens owned by later work are honest placeholders.

function editionChildren(): RouteObject[] {
  const child = (route: RouteObject): RouteObject => ({ ...route, errorElement: <EditionErrorBoundary /> });
  return [
    child({ index: true, element: <Navigate to="sets" replace /> }),
    child({ path: 'sets', element: <Placeholder title="Sets" text="Voting on sets arrives in a later version." /> }),
    child({
      path: 'sets/:setSlug',
      element: <Placeholder title="Set details" text="Set details arrive in a later version." />,
    }),
    child({
      path: 'schedule',
      element: <Outlet />,
      children: [
        { index: true, element: <Navigate to="timeline" replace /> },
        {
          path: 'timeline',
          element: <Placeholder title="Timeline View" text="The schedule timeline arrives in a later version." />,
        },
        {
          path: 'list',
          element: <Placeholder title="List View" text="The schedule list arrives in a later version." />,
        },
      ],
    }),
    child({ path: 'map', element: <Placeholder title="Map" text="Coming soon." /> }),
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
    children: editionChildren(),
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
      Component: AppShell,
      errorElement: <RouterErrorPage />,
      // Loaders return at once (query refs), so this shows only for a moment on first load.
      HydrateFallback: () => <LoadingText>Loading...</LoadingText>,
      // Only the loaders' query refs travel through the router: no server-side hydration here.
      children: [
        home,
        { path: 'festivals/:festivalSlug', ...festivalPage },
        editionRoute('festivals/:festivalSlug/editions/:editionSlug', environment, host),
        // On a festival subdomain the edition family has no /festivals/{slug} prefix.
        ...(onFestivalSite ? [editionRoute('editions/:editionSlug', environment, host)] : []),
        { path: 'groups', element: <Placeholder title="Groups" text="Groups arrive in a later version." /> },
        { path: 'groups/:groupId', element: <Placeholder title="Group" text="Groups arrive in a later version." /> },
        {
          path: 'admin/*',
          element: <Placeholder title="Admin Dashboard" text="The admin area arrives in a later version." />,
        },
        {
          path: 'privacy',
          element: <Placeholder title="Privacy Policy" text="The privacy policy text is being written." />,
        },
        {
          path: 'terms',
          element: <Placeholder title="Terms of Service" text="The terms of service text is being written." />,
        },
        {
          path: 'cookies',
          element: <Placeholder title="Cookie Policy" text="The cookie policy text is being written." />,
        },
        { path: '*', Component: NotFoundPage },
      ],
    },
  ];
}
