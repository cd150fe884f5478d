import * as Tabs from '@radix-ui/react-tabs';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, Navigate, Outlet, useLoaderData, useLocation, useNavigate } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { AdminLayoutQuery } from '../../__generated__/AdminLayoutQuery.graphql';
import { LoadingText } from '../../components/layout/LoadingText';
import { Button } from '../../components/ui/button';
import { adminLoader } from './loader';
import { tabFromPath } from './tabs';

const tabClass =
  'min-h-11 rounded-md px-3 py-1.5 text-sm text-slate-300 md:min-h-0 data-[state=active]:bg-violet-600 data-[state=active]:text-white hover:text-white';

// Who may see what (README "Admin roles"): the Core team (any role) the content tabs; admins
// and super admins also Analytics and Admin Roles (the roles page shows changes to super admins).
const query = graphql`
  query AdminLayoutQuery {
    viewer {
      canEditArtists
      isAdmin
    }
  }
`;

export const route = {
  // Read from the server on each entry: a role given or taken away shows at once.
  loader: (environment: Environment) => adminLoader<AdminLayoutQuery>(environment, 'layout', query, () => ({}), 'network-only'),
  Component: AdminLayout,
};

/** The dashboard frame: access check, header, tabs from the path, the page. */
function AdminLayout() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<AdminLayoutQuery> };
  return (
    <Suspense fallback={<LoadingText>Loading</LoadingText>}>
      <Frame queryRef={queryRef} />
    </Suspense>
  );
}

function Frame({ queryRef }: { queryRef: PreloadedQuery<AdminLayoutQuery> }) {
  const data = usePreloadedQuery<AdminLayoutQuery>(query, queryRef);
  const location = useLocation();
  const navigate = useNavigate();
  const viewer = data.viewer;
  if (!viewer?.canEditArtists) return <Navigate to="/" replace />;
  const tab = location.pathname.startsWith('/admin/audit') ? 'audit' : tabFromPath(location.pathname);
  if ((tab === 'analytics' || tab === 'admins') && !viewer.isAdmin) return <Navigate to="/admin" replace />;
  const routes: Record<string, string> = {
    artists: '/admin',
    festivals: '/admin/festivals',
    analytics: '/admin/analytics',
    admins: '/admin/admins',
    audit: '/admin/audit',
  };
  const current = tab === 'content' ? 'festivals' : tab;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Admin Dashboard</h1>
          <p className="text-violet-300">Platform Management</p>
          <p className="mt-1 text-sm text-slate-400">Manage artists, genres, festivals and admin permissions.</p>
        </div>
        <Button variant="outline" asChild>
          <Link to="/">Back to app</Link>
        </Button>
      </header>
      <Tabs.Root value={current} onValueChange={(v) => navigate(routes[v])}>
        <Tabs.List aria-label="Admin sections" className="flex flex-wrap gap-1 rounded-lg bg-slate-900 p-1">
          <Tabs.Trigger value="artists" className={tabClass}>
            Artists
          </Tabs.Trigger>
          <Tabs.Trigger value="festivals" className={tabClass}>
            Festival Management
          </Tabs.Trigger>
          <Tabs.Trigger value="audit" className={tabClass}>
            Audit Log
          </Tabs.Trigger>
          {viewer.isAdmin && (
            <>
              <Tabs.Trigger value="analytics" className={tabClass}>
                Analytics
              </Tabs.Trigger>
              <Tabs.Trigger value="admins" className={tabClass}>
                Admin Roles
              </Tabs.Trigger>
            </>
          )}
        </Tabs.List>
        {/* The active tab's screen is its panel, so the trigger's aria-controls names it. */}
        <Tabs.Content value={current} className="mt-6">
          <Outlet />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
