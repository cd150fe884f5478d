import { NavLink } from 'react-router';
import { cn } from '../lib/cn';

type Tab = { label: string; to: string; icon: string; disabled?: boolean };

// Info and Social are 'coming soon': shown dimmed and not focusable as links.
const TABS: Tab[] = [
  { label: 'Now', to: 'now', icon: 'M12 8v4l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0z' },
  { label: 'Vote', to: 'sets', icon: 'M5 13l4 4L19 7' },
  {
    label: 'Schedule',
    to: 'schedule',
    icon: 'M8 7V3m8 4V3M4 11h16M5 5h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
  },
  { label: 'Map', to: 'map', icon: 'M9 20l-6-3V4l6 3m0 13l6-3m-6 3V7m6 10l6 3V7l-6-3m0 13V4' },
  { label: 'Info', to: 'info', icon: 'M12 16v-4m0-4h.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z', disabled: true },
  {
    label: 'Social',
    to: 'social',
    icon: 'M17 20h5v-2a3 3 0 0 0-5-2.2M9 20H2v-2a3 3 0 0 1 5-2.2m10-7.8a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
    disabled: true,
  },
];

export function TabIcon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}

/** The tabs in order (the loading placeholders show them too: components/layout/ShellSkeleton). */
export const editionTabs: readonly Tab[] = TABS;

export const tabItemClass =
  'flex flex-1 flex-col items-center justify-center gap-0.5 px-3 py-2 text-xs font-medium md:flex-none md:flex-row md:gap-2 md:rounded-md md:text-sm';

/** Edition tab bar: a fixed bottom bar below 768px, a top bar from 768px up. */
export function EditionTabs() {
  return (
    <nav
      aria-label="Edition sections"
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 border-t border-slate-800 bg-slate-950/95 backdrop-blur',
        'md:static md:z-auto md:border-t-0 md:border-b md:bg-transparent md:backdrop-blur-none',
      )}
    >
      <ul className="mx-auto flex max-w-6xl md:gap-1 md:px-0 md:pb-2">
        {TABS.map((tab) => (
          <li key={tab.label} className="flex flex-1 md:flex-none">
            {tab.disabled ? (
              <span
                aria-disabled="true"
                title="Coming soon"
                className={cn(tabItemClass, 'cursor-not-allowed text-slate-600 opacity-50')}
              >
                <TabIcon d={tab.icon} />
                {tab.label}
              </span>
            ) : (
              <NavLink
                to={tab.to}
                className={({ isActive }) =>
                  cn(
                    tabItemClass,
                    'focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none',
                    isActive
                      ? 'text-violet-300 md:bg-slate-800'
                      : 'text-slate-300 hover:text-white md:hover:bg-slate-900',
                  )
                }
              >
                <TabIcon d={tab.icon} />
                {tab.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
