// Admin tables: a table from 640 px up; below, each row is a card (cells stacked, the header
// row hidden), so no column and no action sits off-screen on a phone.
export const tableClass = 'w-full text-left text-sm';
export const headClass = 'hidden text-slate-400 sm:table-header-group';
export const rowClass =
  'block rounded-lg border border-slate-800 p-2 mb-2 sm:mb-0 sm:table-row sm:rounded-none sm:border-x-0 sm:border-b-0 sm:p-0';
export const cellClass = 'block px-1 py-1 sm:table-cell sm:p-2 sm:align-top';
/** The first cell of a row: the card's title below 640 px. */
export const titleCellClass = `${cellClass} font-medium`;
/** Holds a row's buttons; they wrap on a phone (44 px tall there, see ui/button). */
export const actionsClass = 'flex flex-wrap gap-2';
