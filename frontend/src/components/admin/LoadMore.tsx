import { Button } from '../ui/button';

type Props = { shown: number; total?: number; noun: string; hasNext: boolean; loading: boolean; onLoadMore: () => void };

/** "Showing n of N {noun}" and a "Load more" button while more rows remain. */
export function LoadMore({ shown, total, noun, hasNext, loading, onLoadMore }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-slate-400">
      <p role="status">
        Showing {shown}
        {total !== undefined ? ` of ${total}` : ''} {noun}
      </p>
      {hasNext && (
        <Button variant="outline" size="sm" disabled={loading} onClick={onLoadMore}>
          {loading ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
