import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { viewFromParam } from '../../lib/schedule/params';

// Children of .../schedule. Kept apart from ScheduleRoute so the route table can name them
// without pulling the schedule's code into the initial bundle: each view is its own chunk.

/**
 * .../schedule goes to the view named by ?view= (timeline by default), keeping the other filters.
 * A loader redirect, so it happens before the schedule's data arrives.
 */
export function scheduleIndexLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const view = viewFromParam(url.searchParams.get('view'));
  url.searchParams.delete('view');
  const query = url.searchParams.toString();
  return redirect(`${url.pathname.replace(/\/+$/, '')}/${view}${query ? `?${query}` : ''}`);
}

export function scheduleChildren(): RouteObject[] {
  return [
    { index: true, loader: scheduleIndexLoader, element: null },
    { path: 'timeline', lazy: () => import('./TimelineRoute').then((m) => ({ Component: m.TimelineRoute })) },
    { path: 'list', lazy: () => import('./ListRoute').then((m) => ({ Component: m.ListRoute })) },
  ];
}
