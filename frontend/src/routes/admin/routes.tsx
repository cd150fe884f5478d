import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import { LoadingText } from '../../components/layout/LoadingText';

// The admin area (admin-and-groups.md §2): its own chunks, so visitors never load them.
const AdminLayout = lazy(() => import('./AdminLayout'));
const ArtistsPage = lazy(() => import('./ArtistsPage'));
const FestivalsPage = lazy(() => import('./FestivalsPage'));
const EditionsPage = lazy(() => import('./EditionsPage'));
const EditionPage = lazy(() => import('./EditionPage'));
const AnalyticsPage = lazy(() => import('./AnalyticsPage'));
const RolesPage = lazy(() => import('./RolesPage'));

const wait = (node: ReactNode) => <Suspense fallback={<LoadingText>Loading</LoadingText>}>{node}</Suspense>;

export function adminRoutes(environment: Environment): RouteObject[] {
  return [
    {
      path: 'admin',
      element: wait(<AdminLayout />),
      children: [
        { index: true, element: <Navigate to="artists" replace /> },
        { path: 'artists', element: wait(<ArtistsPage />) },
        { path: 'analytics', element: wait(<AnalyticsPage />) },
        { path: 'admins', element: wait(<RolesPage />) },
        { path: 'festivals', element: wait(<FestivalsPage />) },
        { path: 'festivals/:festivalId', element: wait(<EditionsPage />) },
        { path: 'festivals/:festivalId/editions/:editionId', element: <Navigate to="stages" replace /> },
        { path: 'festivals/:festivalId/editions/:editionId/stages', element: wait(<EditionPage tab="stages" />) },
        { path: 'festivals/:festivalId/editions/:editionId/sets', element: wait(<EditionPage tab="sets" />) },
        { path: 'editions/:editionId', element: wait(<EditionPage tab="stages" />) },
        // The audit log (routes/admin/AuditPage): its query started by the route's loader.
        {
          path: 'audit',
          lazy: () => import('./AuditPage').then((m) => ({ loader: m.auditLoader(environment), Component: m.AuditPage })),
        },
        {
          path: 'festivals/:festivalId/editions/:editionId/audit',
          element: wait(<EditionPage tab="audit" />),
          lazy: () => import('./AuditPage').then((m) => ({ loader: m.editionAuditLoader(environment) })),
        },
        { path: '*', element: <Navigate to="/admin" replace /> },
      ],
    },
  ];
}
