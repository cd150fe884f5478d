// Admin tables: a table from 768 px up; below, each row is a card (cells stacked, the header
// row hidden), so no column and no action sits off-screen on a phone. Buttons are 44 px tall
// below 768 px (ui/button).
export const tableClass = 'w-full text-left text-sm';
/** Around a table with actions: a wide table scrolls sideways on its own, not the page. */
export const frameClass = 'md:overflow-x-auto';
export const headClass = 'hidden text-slate-400 md:table-header-group';
export const rowClass =
  'mb-2 block rounded-lg border border-slate-800 p-2 md:mb-0 md:table-row md:rounded-none md:border-x-0 md:border-b-0 md:p-0';
export const cellClass = 'block px-1 py-1 md:table-cell md:p-2 md:align-top';
/** The first cell of a row: the card's title below 768 px. */
export const titleCellClass = `${cellClass} font-medium`;
/** Holds a row's buttons; they wrap on a phone. */
export const actionsClass = 'flex flex-wrap gap-2';

/** A cell's column name, shown on the card only (the table has its header row). */
export function CardLabel({ children }: { children: string }) {
  return <span className="mr-1 text-slate-400 md:hidden">{children}:</span>;
}
