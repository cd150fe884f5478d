import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type TabSpec<K extends string> = { key: K; label: string; disabled?: boolean; title?: string };

/**
 * WAI-ARIA tabs (automatic activation): arrow keys, Home and End move between enabled tabs; only
 * the selected tab is in the tab order. The panel of the selected tab is rendered.
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
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const enabled = tabs.filter((t) => !t.disabled);

  const onKeyDown = (event: KeyboardEvent) => {
    const i = enabled.findIndex((t) => t.key === value);
    let next: TabSpec<K> | undefined;
    if (event.key === 'ArrowRight') next = enabled[(i + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(i - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    onChange(next.key);
    refs.current.get(next.key)?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 rounded-lg border border-slate-800 bg-slate-900/60 p-1"
      >
        {tabs.map((t) => {
          const selected = t.key === value;
          return (
            <button
              key={t.key}
              ref={(el) => {
                if (el) refs.current.set(t.key, el);
                else refs.current.delete(t.key);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${t.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              disabled={t.disabled}
              title={t.title}
              onClick={() => onChange(t.key)}
              className={cn(
                'min-h-10 flex-1 rounded-md px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-40',
                selected ? 'bg-violet-600 text-white' : 'text-slate-300 hover:bg-slate-800',
              )}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${value}`} className="mt-4">
        {children}
      </div>
    </div>
  );
}
