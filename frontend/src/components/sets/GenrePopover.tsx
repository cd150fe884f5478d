import * as Popover from '@radix-ui/react-popover';
import { useRef, type RefObject } from 'react';

export type GenreOption = { id: string; name: string };

type Props = {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** GenreFilter's button: the popover sits below it and gives focus back to it. */
  anchor: RefObject<HTMLButtonElement | null>;
  genres: ReadonlyArray<GenreOption>;
  selected: ReadonlyArray<string>;
  onToggle: (id: string) => void;
};

/** The Genres filter's popover (loaded on demand by GenreFilter, which owns the button). */
export default function GenrePopover({ id, open, onOpenChange, anchor, genres, selected, onToggle }: Props) {
  // A click outside closes without taking focus back to the button (focus goes where it went).
  const outside = useRef(false);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          align="start"
          sideOffset={4}
          collisionPadding={16}
          aria-label="Genres"
          onInteractOutside={(e) => {
            // The button toggles by itself: a press on it is not an outside click.
            if (e.target instanceof Node && anchor.current?.contains(e.target)) e.preventDefault();
            else outside.current = true;
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            if (!outside.current) anchor.current?.focus();
            outside.current = false;
          }}
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
