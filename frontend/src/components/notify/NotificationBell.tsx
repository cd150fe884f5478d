import { lazy, Suspense } from 'react';
import { Link } from 'react-router';

const NotificationFeed = lazy(() => import('./NotificationFeed').then((m) => ({ default: m.NotificationFeed })));

/**
 * The header's bell: a 44 px link to the notifications, with the unread count; it keeps the
 * viewer's notificationAdded subscription open (toast and live count on every screen), loaded
 * after the bell itself (NotificationFeed).
 */
export function NotificationBell({ userId, unread }: { userId: string; unread: number }) {
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <>
      <Suspense fallback={null}>
        <NotificationFeed userId={userId} />
      </Suspense>
      <Link
        to="/notifications"
        aria-label={label}
        title={label}
        data-testid="notification-bell"
        className="relative inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-200 hover:bg-slate-800 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {unread > 0 ? (
          <span
            data-testid="notification-count"
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-violet-600 px-1 text-xs font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Link>
    </>
  );
}
