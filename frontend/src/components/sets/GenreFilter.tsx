import { lazy, Suspense, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import type { GenreOption } from './GenrePopover';

const loadPopover = () => import('./GenrePopover');
const GenrePopover = lazy(loadPopover);

type Props = {
  genres: ReadonlyArray<GenreOption>;
  selected: ReadonlyArray<string>;
  onToggle: (id: string) => void;
  /** The trigger's look (the toolbar's select style). */
  triggerClass: string;
};

/**
 * The Genres filter: a button that opens a Radix popover of checkboxes. It closes on Escape and
 * on a click outside (after Escape, focus returns to the button); Tab and Space work inside it.
 * The popover's code (Radix's popper, layers and focus scope) is not part of the sets page's
 * first load: it loads when the button is pointed at, focused or pressed.
 */
export function GenreFilter({ genres, selected, onToggle, triggerClass }: Props) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const preload = () => void loadPopover();
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        className={cn(triggerClass, 'group flex cursor-pointer items-center gap-2')}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen((o) => !o);
        }}
      >
        Genres{selected.length > 0 ? ` (${selected.length})` : ''}
        <span aria-hidden="true" className="text-slate-400 group-data-[state=open]:rotate-180">
          ▾
        </span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <GenrePopover
            id={contentId}
            open={open}
            onOpenChange={setOpen}
            anchor={trigger}
            genres={genres}
            selected={selected}
            onToggle={onToggle}
          />
        </Suspense>
      )}
    </>
  );
}
