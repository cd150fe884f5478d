// The screens' loading placeholders, of the real screens' size: the edition header (title and
// edition name), the edition tabs and the sets list (toolbar, count line, cards). index.html holds
// the same markup (its static shell, painted before any JavaScript runs), so the app's first
// render replaces it with what looks the same; src/test/staticShell.test.tsx keeps the two equal.
import { editionTabs, TabIcon, tabItemClass } from '../EditionTabs';

const bar = 'block rounded bg-slate-800/80';

/** The edition header's place: an h1 line (32 px) and the edition line (20 px), 84 px in all. */
export function EditionHeaderSkeleton() {
  return (
    <div className="flex items-center gap-3 py-4" aria-hidden="true">
      <div className="min-w-0 flex-1">
        <div className="flex h-8 items-center">
          <span className={`${bar} h-6 w-48`} />
        </div>
        <div className="flex h-5 items-center">
          <span className={`${bar} h-3.5 w-24`} />
        </div>
      </div>
    </div>
  );
}

/** The edition tabs before the edition is known: the same bar, labels only (no links yet). */
export function EditionTabsSkeleton() {
  return (
    <nav
      aria-label="Edition sections"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-800 bg-slate-950/95 backdrop-blur md:static md:z-auto md:border-t-0 md:border-b md:bg-transparent md:backdrop-blur-none"
    >
      <ul className="mx-auto flex max-w-6xl md:gap-1 md:px-0 md:pb-2">
        {editionTabs.map((tab) => (
          <li key={tab.label} className="flex flex-1 md:flex-none">
            <span className={`${tabItemClass} ${tab.disabled ? 'text-slate-600 opacity-50' : 'text-slate-300'}`}>
              <TabIcon d={tab.icon} />
              {tab.label}
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The sets list while it loads: the filters toolbar's height (62 px on phones, 254 px up to
 * 1024 px, 202 px wider), the count line and six cards of the real cards' height.
 */
export function SetsSkeleton({ label = 'Loading artists...' }: { label?: string }) {
  return (
    <div className="flex flex-col gap-3 sm:gap-4" role="status">
      <span className="sr-only">{label}</span>
      <div className="h-[62px] rounded-md bg-slate-900/40 sm:h-[254px] lg:h-[202px]" aria-hidden="true" />
      <div className="flex h-5 items-center" aria-hidden="true">
        <span className={`${bar} h-3.5 w-16`} />
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3" aria-hidden="true">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <li key={i} className="h-[186px] rounded-xl border border-slate-800 bg-slate-900/70 sm:h-[462px]" />
        ))}
      </ul>
    </div>
  );
}

/** An edition screen while the edition loads: header, tabs and the sets list's placeholders. */
export function EditionSkeleton({ label = 'Loading festival...' }: { label?: string }) {
  return (
    <div className="mx-auto max-w-6xl px-4 pb-8">
      <EditionHeaderSkeleton />
      <EditionTabsSkeleton />
      <div className="pt-4">
        <SetsSkeleton label={label} />
      </div>
    </div>
  );
}
