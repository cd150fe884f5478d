import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type TabSpec<K extends string> = { key: K; label: string; disabled?: boolean; title?: string };

/**
 * In-page tabs (Radix Tabs: WAI-ARIA tabs with automatic activation; arrow keys, Home and End move
 * between enabled tabs, only the selected tab is in the tab order). Only the selected tab's panel
 * is rendered: `children`. Sections that are addresses stay links (EditionTabs).
 */
export function Tabs<K extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
}: {
  label: string;
  tabs: ReadonlyArray<TabSpec<K>>;
  value: K;
  onChange: (key: K) => void;
  children: ReactNode;
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={(key) => onChange(key as K)}>
      <RadixTabs.List
        aria-label={label}
        className="flex gap-1 rounded-lg border border-slate-800 bg-slate-900/60 p-1"
      >
        {tabs.map((t) => (
          <RadixTabs.Trigger
            key={t.key}
            value={t.key}
            disabled={t.disabled}
            title={t.title}
            className={cn(
              'min-h-10 flex-1 rounded-md px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-40',
              'text-slate-300 data-[state=active]:bg-violet-600 data-[state=active]:text-white data-[state=inactive]:hover:bg-slate-800',
            )}
          >
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <RadixTabs.Content value={value} className="mt-4 focus-visible:outline-none">
        {children}
      </RadixTabs.Content>
    </RadixTabs.Root>
  );
}
