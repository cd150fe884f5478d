import { Badge, type BadgeVariant } from '../ui/badge';

export type InviteStatus = 'ACTIVE' | 'EXPIRED' | 'OVERUSED' | 'INACTIVE';

const LOOK: Record<InviteStatus, { label: string; variant: BadgeVariant }> = {
  ACTIVE: { label: 'Active', variant: 'green' },
  EXPIRED: { label: 'Expired', variant: 'gray' },
  OVERUSED: { label: 'Overused', variant: 'outline' },
  INACTIVE: { label: 'Inactive', variant: 'default' },
};

/** An invite's display status (admin-and-groups.md §4); the server derives it. */
export function InviteStatusBadge({ status }: { status: string }) {
  const look = LOOK[status as InviteStatus] ?? LOOK.INACTIVE;
  return <Badge variant={look.variant}>{look.label}</Badge>;
}

/** 'used / max' or 'used / ∞'. */
export function inviteUses(usedCount: number, maxUses: number | null | undefined): string {
  return `${usedCount} / ${maxUses ?? '∞'}`;
}
