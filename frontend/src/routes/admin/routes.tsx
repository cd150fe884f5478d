import type { ComponentType } from 'react';
import { Navigate, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Environment } from 'relay-runtime';

// The admin area (admin-and-groups.md §2): every screen its own chunk, so visitors never load
// them. Each route's loader (exported by its screen, built with adminLoader from ./loader) starts
// the screen's one query (loadQuery); the screen reads it with usePreloadedQuery and its parts with fragments.

/**
 * A search typed into a table refetches the table in place, so a new query string alone never
 * reloads the route; a new path or an explicit revalidation (sign-in, an import) does.
 */
export function shouldRevalidateAdmin({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
}

type Screen = { Component: ComponentType; loader: (environment: Environment) => RouteObject['loader'] };

function screen(path: string, load: () => Promise<Screen>, environment: Environment): RouteObject & { index?: false } {
  return {
    path,
    shouldRevalidate: shouldRevalidateAdmin,
    lazy: () => load().then((m) => ({ loader: m.loader(environment), Component: m.Component })),
  };
}

function editionChildren(environment: Environment): RouteObject[] {
  return [
    { index: true, element: <Navigate to="stages" replace /> },
    screen('stages', () => import('./EditionStagesPage').then((m) => m.route), environment),
    screen('sets', () => import('./EditionSetsPage').then((m) => m.route), environment),
    screen('ratings', () => import('./EditionRatingsPage').then((m) => m.route), environment),
    // The edition's audit log (AuditPage): its query started by the route's loader, again when
    // a filter in the address changes.
    {
      path: 'audit',
      lazy: () => import('./AuditPage').then((m) => ({ loader: m.editionAuditLoader(environment), Component: m.EditionAuditPanel })),
    },
  ];
}

function editionRoute(path: string, environment: Environment): RouteObject {
  return { ...screen(path, () => import('./EditionPage').then((m) => m.route), environment), children: editionChildren(environment) };
}

export function adminRoutes(environment: Environment): RouteObject[] {
  return [
    {
      ...screen('admin', () => import('./AdminLayout').then((m) => m.route), environment),
      children: [
        { index: true, element: <Navigate to="artists" replace /> },
        screen('artists', () => import('./ArtistsPage').then((m) => m.route), environment),
        screen('analytics', () => import('./AnalyticsPage').then((m) => m.route), environment),
        screen('admins', () => import('./RolesPage').then((m) => m.route), environment),
        screen('festivals', () => import('./FestivalsPage').then((m) => m.route), environment),
        screen('festivals/:festivalId', () => import('./EditionsPage').then((m) => m.route), environment),
        editionRoute('festivals/:festivalId/editions/:editionId', environment),
        editionRoute('editions/:editionId', environment),
        {
          path: 'audit',
          lazy: () => import('./AuditPage').then((m) => ({ loader: m.auditLoader(environment), Component: m.AuditPage })),
        },
        { path: '*', element: <Navigate to="/admin" replace /> },
      ],
    },
  ];
}
