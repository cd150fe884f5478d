import * as Popover from '@radix-ui/react-popover';
import { cn } from '../../lib/cn';

type Option = { id: string; name: string };

type Props = {
  genres: ReadonlyArray<Option>;
  selected: ReadonlyArray<string>;
  onToggle: (id: string) => void;
  /** The trigger's look (the toolbar's select style). */
  triggerClass: string;
};

/**
 * The Genres filter: a Radix popover of checkboxes. It closes on Escape and on a click outside
 * (focus returns to the trigger); Tab and Space work inside it.
 */
export function GenreFilter({ genres, selected, onToggle, triggerClass }: Props) {
  return (
    <Popover.Root>
      <Popover.Trigger className={cn(triggerClass, 'group flex cursor-pointer items-center gap-2')}>
        Genres{selected.length > 0 ? ` (${selected.length})` : ''}
        <span aria-hidden="true" className="text-slate-400 group-data-[state=open]:rotate-180">
          ▾
        </span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          collisionPadding={16}
          className="z-30 max-h-72 w-64 max-w-[calc(100vw-2rem)] overflow-y-auto rounded-md border border-slate-700 bg-slate-900 p-2 text-slate-100 shadow-xl focus:outline-none"
        >
          <fieldset>
            <legend className="sr-only">Genres</legend>
            {genres.map((g) => (
              <label
                key={g.id}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-slate-800"
              >
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-violet-500"
                  checked={selected.includes(g.id)}
                  onChange={() => onToggle(g.id)}
                />
                {g.name}
              </label>
            ))}
          </fieldset>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
