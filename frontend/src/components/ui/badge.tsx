import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type BadgeVariant = 'default' | 'outline' | 'blue' | 'green' | 'gray' | 'violet';

const variants: Record<BadgeVariant, string> = {
  default: 'bg-slate-700 text-slate-100',
  outline: 'border border-slate-600 text-slate-300',
  blue: 'bg-blue-600 text-white',
  green: 'bg-green-700 text-white', // 600 fails contrast with white text (axe)
  gray: 'bg-slate-500 text-white',
  violet: 'bg-violet-600/20 text-violet-200 border border-violet-500/40',
};

export function Badge({
  className,
  variant = 'default',
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
